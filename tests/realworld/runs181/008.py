"""Migration parity check: logistic-regression head trained with the torch recipe vs. the optax port.

Reference = torch.optim.Adam(params, lr=1e-2, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-2),
re-implemented step by step in numpy (float64) so the check runs without torch installed.
Port     = optax.adamw with the same numbers, jax float32.
Same init, same batches; the two loss curves should agree to ~1e-5.
"""
import numpy as np
import jax
import jax.numpy as jnp
import optax

LR, B1, B2, EPS, WD = 1e-2, 0.9, 0.999, 1e-8, 1e-2
STEPS, BATCH, D = 300, 64, 32


def data(seed=0):
    rng = np.random.RandomState(seed)
    X = rng.randn(4096, D)
    w_true = rng.randn(D) * 2.0
    y = (X @ w_true + 0.5 * rng.randn(4096) > 0).astype(np.float64)
    return X, y


def np_loss_grad(w, b, X, y):
    z = X @ w + b
    p = 1 / (1 + np.exp(-z))
    loss = np.mean(np.logaddexp(0, z) - y * z)
    g = (p - y) / len(y)
    return loss, X.T @ g, g.sum()


class TorchAdamRef:
    """torch.optim.Adam semantics: weight_decay is added to the gradient (L2)."""

    def __init__(self, params):
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0

    def step(self, params, grads):
        self.t += 1
        out = []
        for i, (p, g) in enumerate(zip(params, grads)):
            g = g + WD * p
            self.m[i] = B1 * self.m[i] + (1 - B1) * g
            self.v[i] = B2 * self.v[i] + (1 - B2) * g * g
            mhat = self.m[i] / (1 - B1 ** self.t)
            vhat = self.v[i] / (1 - B2 ** self.t)
            out.append(p - LR * mhat / (np.sqrt(vhat) + EPS))
        return out


def jax_loss(params, X, y):
    z = X @ params["w"] + params["b"]
    return jnp.mean(jax.nn.softplus(z) - y * z)


def main():
    X, y = data()
    rng = np.random.RandomState(1)
    w0, b0 = rng.randn(D) * 0.01, np.float64(0.0)
    batches = [rng.randint(0, len(X), BATCH) for _ in range(STEPS)]

    # reference (torch semantics)
    ref = TorchAdamRef([w0, b0])
    w, b = w0.copy(), b0
    ref_losses = []
    for idx in batches:
        loss, gw, gb = np_loss_grad(w, b, X[idx], y[idx])
        ref_losses.append(loss)
        w, b = ref.step([w, b], [gw, gb])
    w_ref = w

    # port (optax)
    tx = optax.adamw(learning_rate=LR, b1=B1, b2=B2, eps=EPS, weight_decay=WD)
    params = {"w": jnp.asarray(w0, jnp.float32), "b": jnp.asarray(b0, jnp.float32)}
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, Xb, yb):
        loss, grads = jax.value_and_grad(jax_loss)(params, Xb, yb)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    jax_losses = []
    for idx in batches:
        params, opt_state, loss = step(params, opt_state, jnp.asarray(X[idx], jnp.float32),
                                       jnp.asarray(y[idx], jnp.float32))
        jax_losses.append(float(loss))

    print(f"{'step':>5} {'torch_ref':>10} {'optax':>10} {'abs_diff':>10}")
    for s in [0, 1, 2, 5, 10, 25, 50, 100, 150, 200, 250, 299]:
        print(f"{s:5d} {ref_losses[s]:10.5f} {jax_losses[s]:10.5f} {abs(ref_losses[s]-jax_losses[s]):10.2e}")
    dw = np.abs(np.asarray(params["w"]) - w_ref)
    print(f"final weight norm: torch_ref={np.linalg.norm(w_ref):.4f} optax={float(jnp.linalg.norm(params['w'])):.4f}")
    print(f"max |w_optax - w_ref| = {dw.max():.4e}   mean = {dw.mean():.4e}   (tolerance 1e-4)")
    print(f"max |loss diff| over {STEPS} steps = {np.max(np.abs(np.array(ref_losses) - np.array(jax_losses))):.4e}")


if __name__ == "__main__":
    main()
