"""Fine-tune a tiny Flax seq2seq-style tagger (token classification) with a config ported
from HF TrainingArguments (max_steps / warmup_steps / learning_rate)."""
import dataclasses
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state


@dataclasses.dataclass
class TrainingArguments:
    learning_rate: float = 5e-4
    warmup_steps: int = 50
    max_steps: int = 400
    weight_decay: float = 0.01
    per_device_train_batch_size: int = 32
    logging_steps: int = 25


class Tagger(nn.Module):
    vocab: int = 500
    n_tags: int = 9

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, 64)(ids)
        x = nn.Bidirectional(nn.RNN(nn.GRUCell(64)), nn.RNN(nn.GRUCell(64)))(x)
        return nn.Dense(self.n_tags)(x)


def make_batch(rng, bs, L=24):
    ids = rng.integers(1, 500, (bs, L)).astype(np.int32)
    tags = (ids % 9).astype(np.int32)
    return ids, tags


def create_learning_rate_fn(args):
    # HF: get_cosine_schedule_with_warmup(optimizer, num_warmup_steps, num_training_steps)
    return optax.warmup_cosine_decay_schedule(
        init_value=0.0,
        peak_value=args.learning_rate,
        warmup_steps=args.warmup_steps,
        total_steps=args.max_steps,
        end_value=0.0,
    )


def main():
    args = TrainingArguments()
    print(f"TrainingArguments: {args}")
    rng = np.random.default_rng(0)
    model = Tagger()
    ids, _ = make_batch(rng, 2)
    params = model.init(jax.random.key(0), ids)["params"]
    lr_fn = create_learning_rate_fn(args)
    tx = optax.adamw(lr_fn, weight_decay=args.weight_decay)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def step(state, ids, tags):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids)
            return optax.softmax_cross_entropy_with_integer_labels(logits, tags).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for s in range(1, args.max_steps + 1):
        state, loss = step(state, *make_batch(rng, args.per_device_train_batch_size))
        if s % args.logging_steps == 0:
            print({"loss": round(float(loss), 4), "learning_rate": float(lr_fn(s)), "step": s})


if __name__ == "__main__":
    main()
