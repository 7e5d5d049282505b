"""Small GPT-style LM with gradient accumulation (optax.MultiSteps), warmup+cosine LR and
label smoothing. Logs like a HF Trainer (metric dicts)."""
import time
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, D, H, L, LAYERS = 128, 64, 4, 32, 2
MICRO_BS, ACCUM, STEPS = 8, 4, 60          # 60 optimizer steps = 240 micro-batches
LABEL_SMOOTHING = 0.1


class Block(nn.Module):
    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2], jnp.int32))
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=H)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(h)))


class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(L, D)(jnp.arange(ids.shape[1]))[None]
        for _ in range(LAYERS):
            x = Block()(x)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


def data_stream(seed=0):
    text = open(__file__, "rb").read()
    arr = np.frombuffer(text, np.uint8).astype(np.int32) % VOCAB
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.integers(0, len(arr) - L - 1, MICRO_BS)
        yield np.stack([arr[i:i + L + 1] for i in idx])


def main():
    model = LM()
    params = model.init(jax.random.key(0), jnp.ones((1, L), jnp.int32))["params"]
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"***** Running training *****\n  Num params = {n_params:,}\n  Micro batch size = {MICRO_BS}\n"
          f"  Gradient accumulation steps = {ACCUM}\n  Total optimization steps = {STEPS}")
    schedule = optax.warmup_cosine_decay_schedule(init_value=0.0, peak_value=3e-3, warmup_steps=6,
                                                  decay_steps=STEPS, end_value=3e-4)
    tx = optax.MultiSteps(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01)),
                          every_k_schedule=ACCUM)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def micro_step(state, batch):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch[:, :-1])
            targets = optax.smooth_labels(jax.nn.one_hot(batch[:, 1:], VOCAB), LABEL_SMOOTHING)
            return optax.softmax_cross_entropy(logits, targets).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    stream = data_stream()
    t0, run = time.time(), []
    for micro in range(1, STEPS * ACCUM + 1):
        state, loss = micro_step(state, next(stream))
        run.append(float(loss))
        if micro % (ACCUM * 10) == 0:
            opt_step = micro // ACCUM
            lr = float(schedule(opt_step))
            print({"loss": round(float(np.mean(run)), 4), "learning_rate": float(f"{lr:.3e}"),
                   "epoch": round(micro / 240, 2), "step": opt_step})
            run = []
    print({"train_runtime": round(time.time() - t0, 2), "train_steps_per_second": round(STEPS / (time.time() - t0), 2)})


if __name__ == "__main__":
    main()
