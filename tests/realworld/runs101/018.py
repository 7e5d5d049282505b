"""Train a Flax siamese encoder + classifier head, then export sentence embeddings
with the encoder alone (like `model.encoder(x)` in the PyTorch version)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

class Encoder(nn.Module):
    dim: int = 32
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(self.dim)(x)

class Model(nn.Module):
    n_classes: int = 3
    def setup(self):
        self.encoder = Encoder()
        self.head = nn.Dense(self.n_classes)
    def __call__(self, x):
        return self.head(nn.relu(self.encoder(x)))

def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(600, 20)).astype(np.float32)
    y = (X[:, :3].argmax(1)).astype(np.int32)
    model = Model()
    params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
    tx = optax.adam(3e-3); opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state):
        loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
            model.apply({"params": p}, X), y).mean())(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    for it in range(1, 201):
        params, opt_state, loss = step(params, opt_state)
        if it % 50 == 0:
            print(f"iter {it} loss {float(loss):.4f}")
    acc = float(jnp.mean(model.apply({"params": params}, X).argmax(-1) == y))
    print(f"train accuracy {acc:.3f}")
    print("exporting embeddings ...")
    emb = model.encoder(jnp.asarray(X))
    np.save("/home/user/project/embeddings.npy", np.asarray(emb))
    print("saved", emb.shape)

if __name__ == "__main__":
    main()
