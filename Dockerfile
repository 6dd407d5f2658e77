FROM oven/bun:1.4
WORKDIR /app
COPY . .
RUN bun install --frozen-lockfile && bun run build
ENV PORT=3000
EXPOSE 3000
CMD ["bun", "apps/server/src/main.ts"]
