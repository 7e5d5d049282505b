# In-batch contrastive sentence-embedding training (SimCSE/SBERT style) with mean pooling, Flax + Optax.
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, MAXLEN, DIM, BATCH, EPOCHS, TEMP = 3000, 24, 128, 64, 3, 0.05


def make_pairs(n, seed=0):
    """Paraphrase pairs: second sentence is a noisy copy of the first (token dropout + swaps)."""
    rng = np.random.default_rng(seed)
    a, b = [], []
    for _ in range(n):
        L = int(rng.integers(6, MAXLEN))
        s = rng.integers(1, VOCAB, size=L)
        keep = rng.random(L) > 0.15
        t = s[keep].copy()
        if len(t) > 2:
            i = rng.integers(0, len(t) - 1)
            t[i], t[i + 1] = t[i + 1], t[i]
        a.append(s); b.append(t)
    return a, b


def pad(seqs, bs):
    ids = np.zeros((bs, MAXLEN), np.int32)
    mask = np.zeros((bs, MAXLEN), np.float32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
        mask[i, :len(s)] = 1
    return ids, mask


def loader(a, b, bs, seed):
    """Yields fixed-size batches (static shapes for jit); the last partial batch is padded."""
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(a))
    for s in range(0, len(idx), bs):
        j = idx[s:s + bs]
        ia, ma = pad([a[k] for k in j], bs)
        ib, mb = pad([b[k] for k in j], bs)
        yield {"ids_a": ia, "mask_a": ma, "ids_b": ib, "mask_b": mb}


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, mask):
        x = nn.Embed(VOCAB, DIM)(ids)
        x = x + nn.Dense(DIM)(nn.gelu(nn.Dense(2 * DIM)(nn.LayerNorm()(x))))
        # mean pooling over non-padding tokens
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        pooled = nn.Dense(DIM)(pooled)
        return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)


def loss_fn(params, apply_fn, batch):
    ea = apply_fn({"params": params}, batch["ids_a"], batch["mask_a"])
    eb = apply_fn({"params": params}, batch["ids_b"], batch["mask_b"])
    sim = ea @ eb.T / TEMP
    labels = jnp.arange(sim.shape[0])
    loss = optax.softmax_cross_entropy_with_integer_labels(sim, labels).mean()
    acc = (sim.argmax(-1) == labels).mean()
    return loss, acc


@jax.jit
def train_step(state, batch):
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params, state.apply_fn, batch)
    return state.apply_gradients(grads=g), loss, acc, optax.global_norm(g)


def main():
    a, b = make_pairs(5000)
    print(f"pairs: {len(a)}, batches/epoch: {int(np.ceil(len(a) / BATCH))}")
    model = Encoder()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, MAXLEN), jnp.int32), jnp.ones((1, MAXLEN)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4))
    step = 0
    for epoch in range(EPOCHS):
        for batch in loader(a, b, BATCH, seed=epoch):
            state, loss, acc, gn = train_step(state, batch)
            step += 1
            if step % 10 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} in_batch_acc {float(acc):.3f} grad_norm {float(gn):.3f}")
        print(f"=== epoch {epoch} finished, step {step}, last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
