"""DDP -> jax.sharding port: MLP classifier, data parallel over a 4-device CPU mesh, batch size kept from the torch config."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

CONFIG = {"batch_size": 30, "lr": 3e-4, "epochs": 2, "hidden": 256, "num_classes": 5}


class Net(nn.Module):
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


def numpy_loader(x, y, batch_size, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield {"x": x[idx[i:i + batch_size]], "y": y[idx[i:i + batch_size]]}


def main():
    mesh = Mesh(np.array(jax.devices()), ("data",))
    print(f"mesh: {mesh.shape}, devices: {jax.devices()}")
    batch_sharding = NamedSharding(mesh, P("data"))
    replicated = NamedSharding(mesh, P())

    rng = np.random.default_rng(0)
    x = rng.normal(size=(3000, 40)).astype(np.float32)
    y = (x[:, :5].argmax(-1)).astype(np.int32)
    model = Net(CONFIG["hidden"], CONFIG["num_classes"])
    params = jax.device_put(model.init(jax.random.PRNGKey(0), x[:1])["params"], replicated)
    tx = optax.adam(CONFIG["lr"])
    opt_state = jax.device_put(tx.init(params), replicated)

    @jax.jit
    def train_step(params, opt_state, batch):
        def loss_fn(p):
            logits = model.apply({"params": p}, batch["x"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    print(f"config: {CONFIG}")
    step = 0
    for epoch in range(CONFIG["epochs"]):
        for batch in numpy_loader(x, y, CONFIG["batch_size"], epoch):
            batch = jax.device_put(batch, batch_sharding)
            params, opt_state, loss = train_step(params, opt_state, batch)
            step += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
