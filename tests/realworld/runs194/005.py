"""Regression MLP with gradient accumulation (optax.MultiSteps) + global-norm clipping + warmup-cosine lr."""
import logging
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(levelname)s - %(message)s")
log = logging.getLogger("trainer")

MICRO_BS, ACCUM, EPOCHS = 16, 4, 5

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(64)(x)); x = nn.silu(nn.Dense(64)(x))
        return nn.Dense(1)(x).squeeze(-1)

def main():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(4096, 12)).astype(np.float32)
    w = rng.normal(size=12).astype(np.float32)
    Y = (np.sin(X @ w) + 0.1 * rng.normal(size=4096)).astype(np.float32)
    Xtr, Ytr, Xva, Yva = X[:3584], Y[:3584], X[3584:], Y[3584:]
    steps_per_epoch = len(Xtr) // MICRO_BS // ACCUM
    total = steps_per_epoch * EPOCHS
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=total // 10, decay_steps=total, end_value=1e-5)
    tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4)),
                          every_k_schedule=ACCUM)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), Xtr[:1])["params"]
    opt_state = tx.init(params)
    log.info("***** Running training *****")
    log.info("  Num examples = %d", len(Xtr))
    log.info("  Micro batch size = %d, gradient accumulation steps = %d, effective batch = %d", MICRO_BS, ACCUM, MICRO_BS * ACCUM)
    log.info("  Total optimization steps = %d", total)

    def mse(p, x, y):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)

    @jax.jit
    def micro_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(mse)(params, x, y)
        gnorm = optax.global_norm(g)
        updates, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, gnorm

    eval_fn = jax.jit(mse)
    for epoch in range(EPOCHS):
        perm = rng.permutation(len(Xtr)); losses = []
        for i in range(len(Xtr) // MICRO_BS):
            idx = perm[i*MICRO_BS:(i+1)*MICRO_BS]
            params, opt_state, loss, gnorm = micro_step(params, opt_state, Xtr[idx], Ytr[idx])
            losses.append(float(loss))
        opt_step = int(opt_state.gradient_step)
        log.info({"epoch": epoch + 1, "train_loss": round(float(np.mean(losses)), 4), "grad_norm": round(float(gnorm), 4),
                  "learning_rate": float(sched(opt_step)), "optimizer_step": opt_step,
                  "eval_loss": round(float(eval_fn(params, Xva, Yva)), 4)})
    log.info("Training completed.")

if __name__ == "__main__":
    main()
