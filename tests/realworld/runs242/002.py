"""Token-classification (NER-style) trainer ported from a PyTorch/HF loop to Flax + Optax.
Padding tokens are excluded from the loss like in the original `active_loss = attention_mask.view(-1) == 1`."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, NUM_TAGS, MAX_LEN, PAD_ID = 500, 9, 48, 0


class Tagger(nn.Module):
    hidden: int = 64

    @nn.compact
    def __call__(self, input_ids, train: bool = False):
        x = nn.Embed(VOCAB, self.hidden)(input_ids)
        x = nn.Dense(self.hidden)(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.LayerNorm()(x)
        return nn.Dense(NUM_TAGS)(x)


def make_corpus(n, rng):
    lengths = rng.integers(8, MAX_LEN + 1, size=n)
    ids = np.full((n, MAX_LEN), PAD_ID, np.int32)
    tags = np.zeros((n, MAX_LEN), np.int32)
    mask = np.zeros((n, MAX_LEN), np.int32)
    for i, L in enumerate(lengths):
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        tags[i, :L] = ids[i, :L] % NUM_TAGS
        mask[i, :L] = 1
    return ids, tags, mask


def batches(ids, tags, mask, bs, rng):
    perm = rng.permutation(len(ids))
    for i in range(0, len(ids) - bs + 1, bs):
        b = perm[i:i + bs]
        yield ids[b], tags[b], mask[b]


@jax.jit
def train_step(state, ids, tags, mask, dropout_key):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, ids, train=True, rngs={"dropout": dropout_key})
        active = mask.reshape(-1) == 1
        active_logits = logits.reshape(-1, NUM_TAGS)[active]
        active_labels = tags.reshape(-1)[active]
        return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(1)
    ids, tags, mask = make_corpus(4096, rng)
    print(f"corpus: {ids.shape[0]} sentences, max_len={MAX_LEN}, mean tokens={mask.sum(1).mean():.1f}")
    model = Tagger()
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, jnp.ones((1, MAX_LEN), jnp.int32))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    for epoch in range(2):
        for step, (b_ids, b_tags, b_mask) in enumerate(batches(ids, tags, mask, 32, rng)):
            key, dk = jax.random.split(key)
            state, loss = train_step(state, b_ids, b_tags, b_mask, dk)
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
