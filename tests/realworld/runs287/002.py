# Convert a PyTorch MLP checkpoint (state_dict saved as .npz) to an Orbax checkpoint,
# then restore it into the Flax port and fine-tune.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

WORK = os.path.abspath("ckpt_002")

class MLP(nn.Module):
    hidden: int = 128
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="fc1")(x))
        x = nn.relu(nn.Dense(self.hidden, name="fc2")(x))
        return nn.Dense(self.num_classes, name="fc3")(x)

def fake_torch_state_dict(rng):
    # what torch.save(model.state_dict()) of nn.Linear(32,128)->(128,128)->(128,10) holds
    return {
        "fc1.weight": rng.normal(0, 0.1, (128, 32)).astype(np.float32), "fc1.bias": np.zeros(128, np.float32),
        "fc2.weight": rng.normal(0, 0.1, (128, 128)).astype(np.float32), "fc2.bias": np.zeros(128, np.float32),
        "fc3.weight": rng.normal(0, 0.1, (10, 128)).astype(np.float32), "fc3.bias": np.zeros(10, np.float32),
    }

def convert(sd):
    params = {}
    for k, v in sd.items():
        mod, kind = k.split(".")
        params.setdefault(mod, {})["kernel" if kind == "weight" else "bias"] = jnp.asarray(v)
    return params

def main():
    rng = np.random.default_rng(0)
    np.savez("torch_mlp_002.npz", **fake_torch_state_dict(rng))
    sd = dict(np.load("torch_mlp_002.npz"))
    for k, v in sd.items():
        print(f"torch {k:12s} {tuple(v.shape)}")
    shutil.rmtree(WORK, ignore_errors=True)
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(WORK, convert(sd))
    ckptr.wait_until_finished()
    print(f"saved orbax checkpoint to {WORK}")

    model = MLP()
    x = jnp.zeros((1, 32))
    abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), x)["params"])
    params = ckptr.restore(WORK, abstract)
    print("restored params")
    tx = optax.sgd(0.05, momentum=0.9)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    X = rng.normal(size=(1024, 32)).astype(np.float32)
    y = (X[:, :10].argmax(1)).astype(np.int32)

    @jax.jit
    def step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        for i in range(0, 1024, 64):
            state, loss = step(state, X[i:i+64], y[i:i+64])
        print(f"epoch {epoch} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
