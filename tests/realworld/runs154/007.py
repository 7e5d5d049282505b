"""Sentiment bag-of-words classifier; one jitted `run_batch` serves train and eval like a torch forward(mode=...)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB = 500

def make_data(n, rng):
    ids = rng.integers(1, VOCAB, size=(n, 20))
    y = (np.isin(ids, np.arange(1, 60)).sum(1) > np.isin(ids, np.arange(60, 120)).sum(1)).astype(np.int32)
    return ids.astype(np.int32), y

class BoW(nn.Module):
    @nn.compact
    def __call__(self, ids, train: bool = False):
        h = nn.Embed(VOCAB, 32)(ids).mean(axis=1)
        h = nn.Dropout(0.2, deterministic=not train)(nn.relu(nn.Dense(64)(h)))
        return nn.Dense(2)(h)

@jax.jit
def run_batch(state, ids, y, key, mode="train"):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, train=(mode == "train"), rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    if mode == "train":
        state = state.apply_gradients(grads=grads)
    return state, loss, (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(4000, rng)
    xva, yva = make_data(800, rng)
    model = BoW()
    params = model.init(jax.random.key(0), xtr[:2])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
    key = jax.random.key(1)
    for epoch in range(3):
        for i in range(0, len(xtr), 64):
            key, sub = jax.random.split(key)
            state, loss, acc = run_batch(state, xtr[i:i + 64], ytr[i:i + 64], sub, mode="train")
        _, vloss, vacc = run_batch(state, xva, yva, key, mode="eval")
        print({"epoch": epoch, "train_loss": round(float(loss), 4), "eval_loss": round(float(vloss), 4),
               "eval_accuracy": round(float(vacc), 4)})

if __name__ == "__main__":
    main()
