"""Fine-tune a small Flax transformer classifier on a text-classification set.
Data handling follows the HF run_glue_flax recipe: tokenize with .map(), then
glue_train_data_collator yields dict batches of numpy arrays."""
import logging
import random
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(format="%(asctime)s - %(levelname)s - %(name)s - %(message)s", level=logging.INFO)
logger = logging.getLogger("run_textcls_flax")

MAX_LEN, VOCAB = 32, 500


def load_dataset(n):
    rnd = random.Random(0)
    pos, neg = ["great", "good", "fun", "loved"], ["bad", "boring", "awful", "hated"]
    rows = []
    for i in range(n):
        lab = rnd.randint(0, 1)
        words = [rnd.choice(pos if lab else neg)] + [f"tok{rnd.randint(0, 400)}" for _ in range(rnd.randint(5, 25))]
        rnd.shuffle(words)
        rows.append({"idx": i, "sentence": " ".join(words), "label": lab})
    return rows


def tokenize(row):
    ids = [1] + [(hash(w) % (VOCAB - 2)) + 2 for w in row["sentence"].split()][: MAX_LEN - 1]
    mask = [1] * len(ids) + [0] * (MAX_LEN - len(ids))
    ids = ids + [0] * (MAX_LEN - len(ids))
    return {**row, "input_ids": ids, "attention_mask": mask}


def train_data_collator(rng, dataset, batch_size):
    perm = rng.permutation(len(dataset))
    for s in range(len(dataset) // batch_size):
        rows = [dataset[j] for j in perm[s * batch_size:(s + 1) * batch_size]]
        batch = {k: np.array([r[k] for r in rows]) for k in rows[0]}
        batch["labels"] = batch.pop("label")
        yield batch


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, input_ids, attention_mask, deterministic=True):
        x = nn.Embed(VOCAB, 64)(input_ids) + self.param("pos", nn.initializers.normal(0.02), (MAX_LEN, 64))
        mask = nn.make_attention_mask(attention_mask, attention_mask)
        y = nn.SelfAttention(num_heads=4, deterministic=deterministic)(nn.LayerNorm()(x), mask=mask)
        x = x + y
        x = x + nn.Dense(64)(nn.gelu(nn.Dense(128)(nn.LayerNorm()(x))))
        return nn.Dense(2)(x[:, 0])


def main():
    raw = load_dataset(1200)
    train_ds = [tokenize(r) for r in raw]
    logger.info("Sample 0 of the training set: %s", {k: train_ds[0][k] for k in ("sentence", "label")})
    model = Classifier()
    params = model.init(jax.random.key(0), jnp.ones((1, MAX_LEN), jnp.int32), jnp.ones((1, MAX_LEN), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4))

    def train_step(state, batch):
        labels = batch.pop("labels")
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, batch["input_ids"], batch["attention_mask"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), {"loss": loss}

    p_train_step = jax.jit(train_step, donate_argnums=(0,))
    logger.info("***** Running training *****")
    logger.info("  Num examples = %d", len(train_ds))
    logger.info("  Num Epochs = 3")
    logger.info("  Instantaneous batch size per device = 32")
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for step, batch in enumerate(train_data_collator(rng, train_ds, 32)):
            state, metrics = p_train_step(state, batch)
            if step % 10 == 0:
                logger.info("Step... (%d | Loss: %.4f)", step, float(metrics["loss"]))


if __name__ == "__main__":
    main()
