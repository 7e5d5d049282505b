"""Regression with manual ReduceLROnPlateau (like torch.optim.lr_scheduler) using optax.inject_hyperparams."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CONFIG = {"lr": 1e-2, "patience": 0, "factor": 0.5, "epochs": 8, "batch_size": 64}

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.silu(nn.Dense(64)(nn.silu(nn.Dense(64)(x)))))[:, 0]

@jax.jit
def train_step(state, x, y):
    loss, g = jax.value_and_grad(lambda p: ((state.apply_fn({"params": p}, x) - y) ** 2).mean())(state.params)
    return state.apply_gradients(grads=g), loss

def main():
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, size=(2048, 3)).astype(np.float32)
    y = (np.sin(x[:, 0]) * x[:, 1] + 0.1 * rng.normal(size=2048)).astype(np.float32)
    model = Net()
    tx = optax.inject_hyperparams(optax.adam)(learning_rate=CONFIG["lr"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(0), x[:1])["params"], tx=tx)
    best, bad = np.inf, 0
    for epoch in range(CONFIG["epochs"]):
        losses = []
        for i in range(0, 2048, CONFIG["batch_size"]):
            state, l = train_step(state, x[i:i+64], y[i:i+64]); losses.append(float(l))
        epoch_loss = float(np.mean(losses))
        print(f"Epoch {epoch+1}/{CONFIG['epochs']}  loss={epoch_loss:.5f}  lr={float(state.opt_state.hyperparams['learning_rate']):.2e}")
        if epoch_loss < best - 1e-4:
            best, bad = epoch_loss, 0
        else:
            bad += 1
            if bad > CONFIG["patience"]:
                new_lr = state.opt_state.hyperparams["lr"] * CONFIG["factor"]
                state.opt_state.hyperparams["lr"] = new_lr
                print(f"Reducing learning rate to {float(new_lr):.2e}")
                bad = 0

if __name__ == "__main__":
    main()
