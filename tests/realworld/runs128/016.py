"""Sequence classification (4 topics) with a 1-layer transformer encoder in flax.nnx.
Tokenised data comes from numpy arrays; train loop prints HF-Trainer-style metric dicts."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

VOCAB, MAXLEN, NCLS, D, PAD = 400, 40, 4, 64, 0


def load_split(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, n).astype(np.int32)
    x = np.zeros((n, MAXLEN), np.int32)
    for i in range(n):
        L = rng.integers(10, MAXLEN + 1)
        topic_words = 1 + y[i] * 99 + rng.integers(0, 99, L)      # each topic uses its own 99 words
        noise = rng.integers(1, VOCAB, L)
        x[i, :L] = np.where(rng.random(L) < 0.6, topic_words, noise)
    return x, y


class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Embed(MAXLEN, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.norm = nnx.LayerNorm(D, rngs=rngs)
        self.cls = nnx.Linear(D, NCLS, rngs=rngs)

    def __call__(self, ids):
        valid = ids != PAD
        x = self.embed(ids) + self.pos(jnp.arange(ids.shape[1]))[None]
        x = self.norm(x + self.attn(x, mask=nnx.make_attention_mask(valid, valid)))
        w = valid[..., None].astype(x.dtype)
        return self.cls((x * w).sum(1) / w.sum(1))


@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


def main():
    x_train, y_train = load_split(6000, 0)
    x_eval, y_eval = load_split(1000, 1)
    model = Encoder(nnx.Rngs(0))
    bs, epochs = 64, 4
    steps_per_epoch = len(x_train) // bs
    sched = optax.linear_schedule(1e-3, 0.0, epochs * steps_per_epoch)
    opt = nnx.Optimizer(model, optax.adamw(sched, weight_decay=0.01), wrt=nnx.Param)
    rng = np.random.default_rng(123)
    step = 0
    for epoch in range(epochs):
        # shuffle the training set every epoch
        x_train = x_train[rng.permutation(len(x_train))]
        y_train = y_train[rng.permutation(len(y_train))]
        for b in range(steps_per_epoch):
            sl = slice(b * bs, (b + 1) * bs)
            loss = train_step(model, opt, jnp.asarray(x_train[sl]), jnp.asarray(y_train[sl]))
            step += 1
            if step % 30 == 0:
                print({"loss": round(float(loss), 4), "learning_rate": float(sched(step)), "epoch": round(step / steps_per_epoch, 2)})
        preds = np.concatenate([np.asarray(predict(model, jnp.asarray(x_eval[i:i + 250]))) for i in range(0, len(x_eval), 250)])
        print({"eval_accuracy": round(float((preds == y_eval).mean()), 4), "epoch": float(epoch + 1)})
    print({"train_runtime": "done", "train_steps": step})


if __name__ == "__main__":
    main()
