"""Policy-gradient (A2C-style, no critic) on a contextual bandit with invalid-action masking.

Ported from a PyTorch agent that did:
    logits = logits.masked_fill(~action_mask, float('-inf'))
    probs = logits.softmax(-1)
    entropy = -(probs * probs.log()).sum(-1)
"""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

N_ACT, OBS, BATCH, ENT_COEF = 6, 16, 256, 0.01

class Policy(nn.Module):
    @nn.compact
    def __call__(self, obs):
        h = nn.tanh(nn.Dense(64)(obs))
        h = nn.tanh(nn.Dense(64)(h))
        return nn.Dense(N_ACT)(h)

class Env:
    """Each context has a best arm; some arms are unavailable (mask) in every context."""
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.W = self.rng.normal(size=(OBS, N_ACT))
    def reset(self):
        self.obs = self.rng.normal(size=(BATCH, OBS)).astype(np.float32)
        self.mask = self.rng.random((BATCH, N_ACT)) > 0.3
        self.mask[np.arange(BATCH), self.rng.integers(0, N_ACT, BATCH)] = True
        return self.obs, self.mask
    def step(self, actions):
        q = self.obs @ self.W
        q = np.where(self.mask, q, -np.inf)
        return (actions == q.argmax(-1)).astype(np.float32)

def main():
    env = Env(0)
    policy = Policy()
    params = policy.init(jax.random.key(0), jnp.zeros((1, OBS)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(3e-4))
    opt_state = tx.init(params)

    @jax.jit
    def act(params, obs, mask, key):
        logits = jnp.where(mask, policy.apply({"params": params}, obs), -jnp.inf)
        return jax.random.categorical(key, logits)

    @jax.jit
    def update(params, opt_state, obs, mask, actions, rewards):
        def loss_fn(p):
            logits = jnp.where(mask, policy.apply({"params": p}, obs), -jnp.inf)
            probs = jax.nn.softmax(logits, axis=-1)
            logp = jnp.log(probs)
            logp_a = jnp.take_along_axis(logp, actions[:, None], axis=-1)[:, 0]
            adv = rewards - rewards.mean()
            pg_loss = -(logp_a * adv).mean()
            entropy = -(probs * logp).sum(-1).mean()
            return pg_loss - ENT_COEF * entropy, (pg_loss, entropy)
        (loss, (pg, ent)), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        upd, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, pg, ent, optax.global_norm(g)

    key = jax.random.key(1)
    t0 = time.time()
    for it in range(1, 201):
        obs, mask = env.reset()
        key, sk = jax.random.split(key)
        a = np.asarray(act(params, obs, mask, sk))
        r = env.step(a)
        params, opt_state, pg, ent, gn = update(params, opt_state, obs, mask, jnp.asarray(a), jnp.asarray(r))
        if it % 20 == 0 or it == 1:
            print(f"update {it:4d} | mean_reward {r.mean():.3f} | pg_loss {float(pg):9.5f} | entropy {float(ent):8.4f} "
                  f"| grad_norm {float(gn):8.4f} | fps {int(it * BATCH / (time.time() - t0))}")

if __name__ == "__main__":
    main()
