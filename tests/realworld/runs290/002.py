# Flax linen text classifier with gradient accumulation over micro-batches (port of HF Trainer's
# gradient_accumulation_steps) implemented with lax.scan.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

VOCAB, SEQ, NCLS = 1000, 32, 4
ACCUM_STEPS, MICRO_BS = 4, 16


def make_dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, NCLS, size=n)
    ids = rng.integers(4, VOCAB, size=(n, SEQ))
    # class-indicative token somewhere in the sequence
    pos = rng.integers(0, SEQ, size=n)
    ids[np.arange(n), pos] = labels
    return {"input_ids": ids.astype(np.int32), "labels": labels.astype(np.int32)}


def batches(ds, bs, seed):
    n = len(ds["labels"])
    idx = np.random.default_rng(seed).permutation(n)
    for i in range(0, n - bs + 1, bs):
        b = idx[i:i + bs]
        yield {k: v[b] for k, v in ds.items()}


class BagOfEmbeddings(nn.Module):
    vocab: int
    dim: int = 64
    num_classes: int = NCLS

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = x.mean(axis=1)
        x = nn.relu(nn.Dense(self.dim)(x))
        return nn.Dense(self.num_classes)(x)


def create_state(rng):
    model = BagOfEmbeddings(VOCAB)
    params = model.init(rng, jnp.zeros((1, SEQ), jnp.int32))["params"]
    tx = optax.adamw(3e-3, weight_decay=0.01)
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, batch):
    # batch leaves: (ACCUM_STEPS * MICRO_BS, ...) -> (ACCUM_STEPS, MICRO_BS, ...)
    micro = jax.tree.map(lambda x: x.reshape((ACCUM_STEPS, MICRO_BS) + x.shape[1:]), batch)

    def loss_fn(params, mb):
        logits = state.apply_fn({"params": params}, mb["input_ids"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, mb["labels"]).mean()

    def accum(carry, mb):
        grads_acc, loss_acc = carry
        loss, grads = jax.value_and_grad(loss_fn)(state.params, mb)
        grads_acc = jax.tree.map(jnp.add, grads_acc, grads)
        return (grads_acc, loss_acc + loss), None

    # keep the accumulation buffers in bf16 (as with --bf16 in the torch script) to save memory
    zeros = jax.tree.map(lambda p: jnp.zeros_like(p, dtype=jnp.bfloat16), state.params)
    (grads, loss_sum), _ = jax.lax.scan(accum, (zeros, jnp.zeros((), jnp.float32)), micro)
    grads = jax.tree.map(lambda g: g / ACCUM_STEPS, grads)
    state = state.apply_gradients(grads=grads)
    return state, loss_sum / ACCUM_STEPS


def main():
    ds = make_dataset(4096)
    print(f"dataset: {len(ds['labels'])} examples, seq_len={SEQ}, vocab={VOCAB}")
    print(f"micro_batch={MICRO_BS} accumulation_steps={ACCUM_STEPS} effective_batch={MICRO_BS * ACCUM_STEPS}")
    state = create_state(jax.random.PRNGKey(42))
    step = 0
    for epoch in range(2):
        for batch in batches(ds, ACCUM_STEPS * MICRO_BS, seed=epoch):
            state, loss = train_step(state, batch)
            step += 1
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
