"""Flax text classifier with dropout; TrainState carries its own dropout RNG (as in the
HF Flax examples). Migrated from jax.random.PRNGKey to the new typed jax.random.key API.
Checkpoints are written with flax.serialization after every epoch."""
import os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax
import flax.linen as nn
from flax.training import train_state

class TrainState(train_state.TrainState):
    dropout_rng: jax.Array

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, train=False):
        x = nn.Embed(400, 48)(ids).mean(1)
        x = nn.Dropout(0.2, deterministic=not train)(nn.relu(nn.Dense(96)(x)))
        return nn.Dense(4)(x)

@jax.jit
def train_step(state, ids, y):
    rng, new_rng = jax.random.split(state.dropout_rng)
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids, train=True, rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g).replace(dropout_rng=new_rng), loss

def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(0, 400, (1024, 20)).astype(np.int32)
    y = (ids[:, 0] % 4).astype(np.int32)
    root = jax.random.key(0)
    init_rng, dropout_rng = jax.random.split(root)
    model = Classifier()
    params = model.init(init_rng, ids[:1])["params"]
    state = TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3), dropout_rng=dropout_rng)
    os.makedirs("/home/user/project/ckpt_cls", exist_ok=True)
    for epoch in range(1, 4):
        for i in range(0, 1024, 64):
            state, loss = train_step(state, ids[i:i + 64], y[i:i + 64])
        print(f"epoch {epoch} | loss {float(loss):.4f}")
        path = f"/home/user/project/ckpt_cls/epoch_{epoch}.msgpack"
        with open(path, "wb") as f:
            f.write(flax.serialization.to_bytes(state))
        print(f"saved checkpoint {path}")

if __name__ == "__main__":
    main()
