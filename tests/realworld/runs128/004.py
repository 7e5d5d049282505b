"""2D (data x model) sharded MLP-LM training with jax.sharding.
Config copied from the 4-GPU node; this run is on a 2-device CPU host."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.experimental import mesh_utils
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

CONFIG = dict(vocab=256, d_model=128, seq=32, batch=16, lr=3e-4, steps=50,
              mesh_shape=(2, 2), mesh_axes=("data", "model"))


def init_params(key, cfg):
    k1, k2, k3 = jax.random.split(key, 3)
    d, v = cfg["d_model"], cfg["vocab"]
    return {
        "embed": jax.random.normal(k1, (v, d)) * 0.02,
        "w_in": jax.random.normal(k2, (d, 4 * d)) * 0.02,
        "w_out": jax.random.normal(k3, (4 * d, d)) * 0.02,
    }


def forward(params, ids):
    x = params["embed"][ids]
    x = x + jax.nn.gelu(x @ params["w_in"]) @ params["w_out"]
    return x @ params["embed"].T


def loss_fn(params, ids):
    logits = forward(params, ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


def main():
    cfg = CONFIG
    print(f"jax {jax.__version__}, {jax.device_count()} devices: {jax.devices()}")
    devices = mesh_utils.create_device_mesh(cfg["mesh_shape"])
    mesh = Mesh(devices, cfg["mesh_axes"])
    print(mesh)
    param_specs = {"embed": P(None, "model"), "w_in": P(None, "model"), "w_out": P("model", None)}
    params = init_params(jax.random.PRNGKey(0), cfg)
    params = jax.tree.map(lambda x, s: jax.device_put(x, NamedSharding(mesh, s)), params, param_specs)
    tx = optax.adam(cfg["lr"])
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, ids):
        loss, grads = jax.value_and_grad(loss_fn)(params, ids)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    data = np.random.default_rng(0).integers(0, cfg["vocab"], (1024, cfg["seq"] + 1))
    for i in range(cfg["steps"]):
        ids = jax.device_put(data[i * cfg["batch"]:(i + 1) * cfg["batch"]], NamedSharding(mesh, P("data")))
        params, opt_state, loss = step(params, opt_state, ids)
        if i % 10 == 0:
            print(f"step {i} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
