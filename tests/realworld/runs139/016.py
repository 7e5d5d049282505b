"""Token-classification (NER-style) tagger. Batches arrive unpadded-to-max from the tokenizer (padded to the
batch's longest, like DataCollatorForTokenClassification), so train_step pads them to the model's max_length
inside the jitted step -- the torch version did F.pad(input_ids, (0, max_length - T), value=pad_id)."""
from dataclasses import dataclass
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


@dataclass
class Config:
    vocab_size: int = 1000
    num_tags: int = 5
    hidden: int = 64
    max_length: int = 48
    pad_id: int = 0
    batch_size: int = 16
    lr: float = 1e-3


class Tagger(nn.Module):
    cfg: Config

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.cfg.vocab_size, self.cfg.hidden)(ids)
        x = x + self.param("pos", nn.initializers.normal(0.02), (self.cfg.max_length, self.cfg.hidden))
        x = nn.relu(nn.Conv(self.cfg.hidden, (5,), padding="SAME")(x))
        return nn.Dense(self.cfg.num_tags)(x)


def batches(cfg, rng, n_batches):
    for _ in range(n_batches):
        T = int(rng.integers(12, cfg.max_length))
        ids = rng.integers(1, cfg.vocab_size, (cfg.batch_size, T)).astype(np.int32)
        tags = (ids % cfg.num_tags).astype(np.int32)
        yield ids, tags


def main():
    cfg = Config()
    print(cfg)
    model = Tagger(cfg)
    params = model.init(jax.random.key(0), jnp.zeros((1, cfg.max_length), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(cfg.lr))

    @jax.jit
    def train_step(state, ids, tags, max_length, pad_id):
        T = ids.shape[1]
        ids = jnp.pad(ids, ((0, 0), (0, max_length - T)), constant_values=pad_id)
        tags = jnp.pad(tags, ((0, 0), (0, max_length - T)), constant_values=-1)
        mask = tags >= 0

        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids)
            ce = optax.softmax_cross_entropy_with_integer_labels(logits, jnp.maximum(tags, 0))
            return (ce * mask).sum() / mask.sum()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    rng = np.random.default_rng(0)
    for step, (ids, tags) in enumerate(batches(cfg, rng, 200), start=1):
        state, loss = train_step(state, ids, tags, cfg.max_length, cfg.pad_id)
        if step % 25 == 0:
            print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
