"""Byte-level LM training; the learning rate is exposed with optax.inject_hyperparams so the
loop can log it. Gradient accumulation (optax.MultiSteps, 4 micro-batches) was added to fit a
larger effective batch."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, L, D, MICRO_BS, ACCUM = 256, 32, 64, 8, 4


class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(L, D)(jnp.arange(ids.shape[1]))[None]
        h = nn.LayerNorm()(x)
        x = x + nn.SelfAttention(num_heads=4)(h, mask=nn.make_causal_mask(ids))
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def main():
    text = np.frombuffer(open(__file__, "rb").read() * 4, np.uint8).astype(np.int32)
    rng = np.random.default_rng(0)
    model = LM()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    schedule = optax.warmup_cosine_decay_schedule(0.0, 2e-3, warmup_steps=10, decay_steps=100)
    base = optax.inject_hyperparams(optax.adamw)(learning_rate=schedule, weight_decay=0.01)
    tx = optax.MultiSteps(base, every_k_schedule=ACCUM)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def micro_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch[:, :-1])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    losses = []
    for micro in range(1, 100 * ACCUM + 1):
        idx = rng.integers(0, len(text) - L - 1, MICRO_BS)
        state, loss = micro_step(state, np.stack([text[i:i + L + 1] for i in idx]))
        losses.append(float(loss))
        if micro % (10 * ACCUM) == 0:
            lr = state.opt_state.hyperparams["learning_rate"]
            print(f"step {micro // ACCUM:3d} | loss {np.mean(losses):.4f} | lr {float(lr):.2e}")
            losses = []


if __name__ == "__main__":
    main()
