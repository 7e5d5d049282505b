"""Token classification (POS-style tagging) with a small Linen BiLSTM-free conv tagger; HF-style padded batches with -100 labels."""
import numpy as np
import jax, jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

VOCAB, TAGS, MAXLEN, PAD_ID, IGNORE = 500, 8, 40, 0, -100


def generate_examples(n, seed):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        L = int(rng.integers(8, MAXLEN + 1))
        ids = rng.integers(1, VOCAB, size=L)
        tags = ids % TAGS
        out.append((ids, tags))
    return out


def collate(examples):
    """Pad to MAXLEN like DataCollatorForTokenClassification."""
    ids = np.full((len(examples), MAXLEN), PAD_ID, np.int32)
    labels = np.full((len(examples), MAXLEN), IGNORE, np.int32)
    for i, (x, t) in enumerate(examples):
        ids[i, :len(x)] = x
        labels[i, :len(t)] = t
    return {"input_ids": jnp.asarray(ids), "attention_mask": jnp.asarray(ids != PAD_ID), "labels": jnp.asarray(labels)}


class ConvTagger(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 64)(ids)
        x = nn.relu(nn.Conv(128, kernel_size=(3,))(x))
        x = nn.relu(nn.Conv(128, kernel_size=(3,))(x))
        return nn.Dense(TAGS)(x)


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["input_ids"])
        active = batch["labels"] != IGNORE
        active_logits = logits[active]
        active_labels = batch["labels"][active]
        return optax.softmax_cross_entropy_with_integer_labels(active_logits, active_labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    print(f"jax {jax.__version__}")
    train = generate_examples(2048, 0)
    model = ConvTagger()
    params = model.init(jax.random.key(0), jnp.zeros((1, MAXLEN), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(1e-3))
    print("trainable params:", sum(p.size for p in jax.tree.leaves(params)))
    rng = np.random.default_rng(0)
    bs = 32
    for epoch in range(3):
        order = rng.permutation(len(train))
        for step, i in enumerate(range(0, len(order), bs)):
            batch = collate([train[k] for k in order[i:i + bs]])
            if epoch == 0 and step == 0:
                print({k: v.shape for k, v in batch.items()})
            state, loss = train_step(state, batch)
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
