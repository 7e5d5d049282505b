"""Autoencoder for sensor windows; optimizer switched from optax.adam to optax.adamw to match torch.optim.AdamW."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(4)
t = np.linspace(0, 8 * np.pi, 64)
X = np.stack([np.sin(t * rng.uniform(0.5, 2.0) + rng.uniform(0, 6)) for _ in range(2000)]).astype(np.float32)
X += 0.05 * rng.normal(size=X.shape).astype(np.float32)


class AE(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = nn.Dense(8)(nn.elu(nn.Dense(32)(x)))
        return nn.Dense(64)(nn.elu(nn.Dense(32)(z)))


model = AE()
params = model.init(jax.random.PRNGKey(0), X[:1])
schedule = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=50, decay_steps=600)
optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01))
opt_state = optimizer.init(params)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(lambda p: optax.losses.squared_error(model.apply(p, batch), batch).mean())(params)
    updates, opt_state = optimizer.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


for epoch in range(1, 11):
    perm = rng.permutation(len(X))
    losses = []
    for i in range(len(X) // 32):
        params, opt_state, loss = train_step(params, opt_state, X[perm[i * 32:(i + 1) * 32]])
        losses.append(float(loss))
    print(f"epoch {epoch:2d} | recon_mse {np.mean(losses):.5f}")
