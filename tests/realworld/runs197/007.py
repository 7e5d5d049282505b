"""PPO-style policy update (CartPole-like synthetic rollouts) in JAX/Flax. Written against an older JAX."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

print(f"jax {jax.__version__}  devices {jax.devices()}")

class Policy(nn.Module):
    n_actions: int = 2
    @nn.compact
    def __call__(self, obs):
        h = nn.tanh(nn.Dense(64)(obs)); h = nn.tanh(nn.Dense(64)(h))
        return nn.Dense(self.n_actions)(h), nn.Dense(1)(h)[..., 0]

def ppo_loss(params, apply_fn, obs, act, old_logp, adv, ret, clip_eps=0.2):
    logits, value = apply_fn(params, obs)
    logp = jax.nn.log_softmax(logits)[jnp.arange(act.shape[0]), act]
    ratio = jnp.exp(logp - old_logp)
    clipped = jnp.clip(ratio, a_min=1.0 - clip_eps, a_max=1.0 + clip_eps)
    pg = -jnp.minimum(ratio * adv, clipped * adv).mean()
    vf = ((value - ret) ** 2).mean()
    return pg + 0.5 * vf

rng = np.random.default_rng(0)
T = 512
obs = rng.normal(size=(T, 4)).astype(np.float32)
act = rng.integers(0, 2, T).astype(np.int32)
old_logp = np.log(np.full(T, 0.5, np.float32))
rew = rng.normal(size=T).astype(np.float32)
ret = np.cumsum(rew[::-1])[::-1].copy().astype(np.float32) * 0.01
adv = (ret - ret.mean()) / (ret.std() + 1e-8)

policy = Policy()
params = policy.init(jax.random.PRNGKey(0), obs[:1])
tx = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(3e-4, eps=1e-5))
opt_state = tx.init(params)

@jax.jit
def update(params, opt_state, batch):
    loss, g = jax.value_and_grad(ppo_loss)(params, policy.apply, *batch)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(4):
    for mb in range(0, T, 128):
        sl = slice(mb, mb + 128)
        params, opt_state, loss = update(params, opt_state, (obs[sl], act[sl], old_logp[sl], adv[sl], ret[sl]))
    print(f"ppo_epoch={epoch} loss={float(loss):.4f}")
