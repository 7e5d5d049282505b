"""Logistic-regression-style CTR model in plain JAX + optax.
Ported from a PyTorch loop (loss.backward(); optimizer.step())."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

def make_data(n=4096, d=32, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d, 1)).astype(np.float32)
    y = (X @ w + rng.normal(size=(n, 1)) > 0).astype(np.float32)
    return X, y

def init(key, d=32, h=64):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, h)) / np.sqrt(d), "b1": jnp.zeros(h),
            "w2": jax.random.normal(k2, (h, 1)) / np.sqrt(h), "b2": jnp.zeros(1)}

def forward(p, x):
    return jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]

def loss_fn(p, x, y):
    return optax.sigmoid_binary_cross_entropy(forward(p, x), y).mean()

lr_schedule = optax.linear_schedule(0.05, 0.005, 600)
optimizer = optax.sgd(learning_rate=lr_schedule, momentum=0.9)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    _, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, grads)          # optimizer.step()
    gnorm = optax.global_norm(grads)
    return params, opt_state, loss, gnorm

def main():
    X, y = make_data()
    params = init(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    bs, step = 64, 0
    for epoch in range(10):
        perm = np.random.default_rng(epoch).permutation(len(X))
        for i in range(len(X) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            params, opt_state, loss, gnorm = train_step(params, opt_state, X[idx], y[idx])
            step += 1
            if step % 50 == 0:
                print({"loss": round(float(loss), 4), "grad_norm": float(gnorm),
                       "learning_rate": float(lr_schedule(step)), "epoch": round(step / (len(X) // bs), 2)})
    print("train finished")

if __name__ == "__main__":
    main()
