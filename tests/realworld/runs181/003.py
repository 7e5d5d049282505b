"""PPO update on a toy discrete-action environment (port of a CleanRL-style torch script)."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training.train_state import TrainState

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s ppo: %(message)s")
log = logging.getLogger("ppo")

NUM_ENVS, NUM_STEPS, OBS_DIM, N_ACT = 8, 64, 6, 4
CLIP, ENT_COEF, VF_COEF, EPOCHS, MINIBATCH = 0.2, 0.01, 0.5, 4, 128


class ActorCritic(nn.Module):
    n_actions: int

    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(64)(x))
        h = nn.tanh(nn.Dense(64)(h))
        return nn.Dense(self.n_actions)(h), nn.Dense(1)(h).squeeze(-1)


class RolloutBuffer:
    """Same layout as the torch version: one float32 tensor per field."""

    def __init__(self):
        shape = (NUM_STEPS, NUM_ENVS)
        self.obs = np.zeros(shape + (OBS_DIM,), np.float32)
        self.actions = np.zeros(shape, np.float32)
        self.logprobs = np.zeros(shape, np.float32)
        self.rewards = np.zeros(shape, np.float32)
        self.values = np.zeros(shape, np.float32)


def collect(state, key, buf):
    rng = np.random.RandomState(0)
    obs = rng.randn(NUM_ENVS, OBS_DIM).astype(np.float32)
    for t in range(NUM_STEPS):
        logits, value = state.apply_fn(state.params, obs)
        key, sub = jax.random.split(key)
        action = jax.random.categorical(sub, logits)
        logp = jax.nn.log_softmax(logits)[jnp.arange(NUM_ENVS), action]
        buf.obs[t], buf.actions[t] = obs, np.asarray(action)
        buf.logprobs[t], buf.values[t] = np.asarray(logp), np.asarray(value)
        buf.rewards[t] = (np.asarray(action) == np.argmax(obs[:, :N_ACT], 1)).astype(np.float32)
        obs = rng.randn(NUM_ENVS, OBS_DIM).astype(np.float32)
    return key


def ppo_loss(params, apply_fn, obs, actions, old_logp, advantages, returns):
    logits, values = apply_fn(params, obs)
    logp_all = jax.nn.log_softmax(logits)
    new_logp = jnp.take_along_axis(logp_all, actions[:, None], axis=-1).squeeze(-1)
    ratio = jnp.exp(new_logp - old_logp)
    pg = -jnp.minimum(ratio * advantages, jnp.clip(ratio, 1 - CLIP, 1 + CLIP) * advantages).mean()
    vf = 0.5 * ((values - returns) ** 2).mean()
    ent = -(jax.nn.softmax(logits) * logp_all).sum(-1).mean()
    return pg + VF_COEF * vf - ENT_COEF * ent, (pg, vf, ent)


@jax.jit
def update_minibatch(state, obs, actions, old_logp, adv, ret):
    grad_fn = jax.value_and_grad(ppo_loss, has_aux=True)
    (loss, aux), grads = grad_fn(state.params, state.apply_fn, obs, actions, old_logp, adv, ret)
    return state.apply_gradients(grads=grads), loss, aux


def main():
    key = jax.random.PRNGKey(1)
    model = ActorCritic(N_ACT)
    params = model.init(key, jnp.zeros((1, OBS_DIM)))
    tx = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(2.5e-4, eps=1e-5))
    state = TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    log.info("devices: %s", jax.devices())
    for it in range(3):
        buf = RolloutBuffer()
        key = collect(state, key, buf)
        returns = buf.rewards  # one-step episodes
        adv = returns - buf.values
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
        log.info("iteration %d: mean reward %.3f", it, buf.rewards.mean())
        b = lambda a: a.reshape((NUM_STEPS * NUM_ENVS,) + a.shape[2:])
        obs, act, lp, ad, rt = map(b, (buf.obs, buf.actions, buf.logprobs, adv, returns))
        for ep in range(EPOCHS):
            perm = np.random.permutation(len(obs))
            for s in range(0, len(obs), MINIBATCH):
                i = perm[s:s + MINIBATCH]
                state, loss, (pg, vf, ent) = update_minibatch(state, obs[i], act[i], lp[i], ad[i], rt[i])
            log.info("  epoch %d loss=%.4f pg=%.4f vf=%.4f ent=%.4f", ep, loss, pg, vf, ent)


if __name__ == "__main__":
    main()
