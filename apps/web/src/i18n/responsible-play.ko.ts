/** The member's responsible-play words (limits, time-out and self-exclusion), part of the catalog. */
export const responsiblePlayKo = {
  title: '책임 있는 게임',
  description: '스스로 한도를 정하고, 쉬고 싶을 때는 이용을 잠시 멈출 수 있습니다.',
  limits: {
    title: '내 한도',
    help: '낮추면 바로 적용되고, 올리거나 해제하면 24시간 뒤에 적용됩니다. 기간은 한국 시간 기준이며 주는 월요일부터입니다.',
    types: { DEPOSIT: '충전 한도', STAKE: '베팅 한도', LOSS: '손실 한도' },
    typeHelp: {
      DEPOSIT: '대기 중이거나 승인된 충전 신청의 합계',
      STAKE: '취소되지 않은 베팅 금액의 합계',
      LOSS: '베팅 금액에서 당첨금을 뺀 순손실 (결과 전 베팅은 손실로 계산)',
    },
    periods: { DAY: '일일', WEEK: '주간', MONTH: '월간' },
    none: '한도 없음',
    usage: '사용 {{used}} · 남음 {{remaining}}',
    pendingAmount: '{{time}}부터 {{amount}}',
    pendingRemoval: '{{time}}부터 해제',
    type: '종류',
    period: '기간',
    amount: '한도 금액',
    set: '설정',
    remove: '해제',
    saved: '한도를 저장했습니다.',
    savedLater: '한도 변경은 {{time}}부터 적용됩니다.',
    failed: '한도를 저장하지 못했습니다.',
    loadFailed: '한도를 불러오지 못했습니다.',
  },
  exclusion: {
    title: '이용 제한 (타임아웃·자기 제외)',
    help: '정한 기간 동안 베팅, 충전, 포인트 전환을 할 수 없습니다. 로그인, 내역 조회, 환전은 할 수 있습니다. 기간이 끝나기 전에는 본인도 관리자도 해제할 수 없고, 기간은 늘릴 수만 있습니다.',
    choice: '제한 기간',
    timeout: '타임아웃',
    exclusion: '자기 제외',
    days: {
      d1: '1일',
      d7: '7일',
      d30: '30일',
      d180: '6개월 (180일)',
      d365: '1년 (365일)',
      d1825: '5년 (1825일)',
    },
    permanent: '영구',
    submit: '이용 제한 신청',
    confirmTitle: '{{choice}} 동안 이용을 제한할까요?',
    confirmPermanentTitle: '영구적으로 이용을 제한할까요?',
    confirmBody:
      '{{until}}까지 베팅, 충전, 포인트 전환을 할 수 없습니다. 로그인, 내역 조회, 환전은 계속 할 수 있습니다. 기간이 끝나기 전에는 본인도 관리자도 해제할 수 없습니다.',
    confirmPermanentBody:
      '앞으로 베팅, 충전, 포인트 전환을 할 수 없습니다. 로그인, 내역 조회, 환전은 계속 할 수 있습니다. 본인도 관리자도 해제할 수 없습니다.',
    confirm: '제한 시작',
    done: '{{until}}까지 이용이 제한되었습니다.',
    donePermanent: '이용이 영구적으로 제한되었습니다.',
    failed: '이용 제한을 신청하지 못했습니다.',
    active: '{{until}}까지 이용 제한 중입니다. 더 긴 기간으로만 바꿀 수 있습니다.',
    activePermanent: '영구 이용 제한 중입니다.',
  },
  banner: {
    until:
      '{{until}}까지 스스로 신청한 이용 제한 중입니다. 베팅, 충전, 포인트 전환은 할 수 없고 환전과 내역 조회는 할 수 있습니다.',
    permanent:
      '스스로 신청한 영구 이용 제한 중입니다. 베팅, 충전, 포인트 전환은 할 수 없고 환전과 내역 조회는 할 수 있습니다.',
  },
}
