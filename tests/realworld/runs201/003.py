"""Click-through-rate model (linen), hand-written BCE ported from a torch script (torch.log(torch.sigmoid(x)))."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CTR(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[:, 0]

def bce(logits, y):
    p = jax.nn.sigmoid(logits)
    return -(y * jnp.log(p) + (1 - y) * jnp.log(1 - p)).mean()

@jax.jit
def train_step(state, x, y):
    loss, g = jax.value_and_grad(lambda p: bce(state.apply_fn({"params": p}, x), y))(state.params)
    gnorm = optax.global_norm(g)
    return state.apply_gradients(grads=g), loss, gnorm

def main():
    rng = np.random.default_rng(0)
    x = (rng.normal(size=(8192, 40)) * rng.uniform(1, 20, size=(1, 40))).astype(np.float32)  # raw, unscaled counts
    y = (x[:, 0] + x[:, 3] > 0).astype(np.float32)
    model = CTR()
    state = train_state.TrainState.create(apply_fn=model.apply,
        params=model.init(jax.random.key(0), x[:2])["params"], tx=optax.sgd(0.5, momentum=0.9))
    cfg = dict(lr=0.5, momentum=0.9, batch_size=256, epochs=3)
    print("config:", cfg)
    step = 0
    for epoch in range(cfg["epochs"]):
        t0 = time.time()
        for i in range(0, len(x), cfg["batch_size"]):
            state, loss, gnorm = train_step(state, x[i:i+256], y[i:i+256]); step += 1
            if step <= 6 or step % 8 == 0:
                print(f"epoch {epoch} | step {step:4d} | loss {float(loss):.4f} | grad_norm {float(gnorm):.3e} | lr {cfg['lr']}")
        print(f"epoch {epoch} done in {time.time()-t0:.2f}s")
    print("training finished, saving model to ctr_final.msgpack")

if __name__ == "__main__":
    main()
