"""Parity check of a flax.linen port of a torch tabular head: Linear -> BatchNorm1d(eps=1e-5, momentum=0.1) -> ReLU -> Linear.

The reference reproduces torch.nn.BatchNorm1d step by step in numpy (the CI box has no torch);
both models see the same weights and the same 25 training batches, then are compared in eval mode.
"""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

B, D_IN, D_H, D_OUT, WARM_STEPS = 8, 20, 32, 4, 25


class Head(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(D_H, name="fc1")(x)
        # torch momentum=0.1 -> flax momentum=0.9 (flax keeps 0.9 of the old running average)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9, epsilon=1e-5, name="bn")(x)
        return nn.Dense(D_OUT, name="fc2")(nn.relu(x))


class TorchHeadRef:
    """numpy re-implementation of the torch module (BatchNorm1d semantics as documented)."""

    def __init__(self, w1, b1, gamma, beta, w2, b2):
        self.w1, self.b1, self.gamma, self.beta, self.w2, self.b2 = w1, b1, gamma, beta, w2, b2
        self.running_mean = np.zeros(D_H)
        self.running_var = np.ones(D_H)
        self.training = True

    def __call__(self, x):
        h = x @ self.w1 + self.b1
        if self.training:
            mean, var = h.mean(0), h.var(0)
            n = h.shape[0]
            self.running_mean = 0.9 * self.running_mean + 0.1 * mean
            self.running_var = 0.9 * self.running_var + 0.1 * var * n / (n - 1)
        else:
            mean, var = self.running_mean, self.running_var
        h = (h - mean) / np.sqrt(var + 1e-5) * self.gamma + self.beta
        return np.maximum(h, 0) @ self.w2 + self.b2


def main():
    rng = np.random.default_rng(0)
    model = Head()
    variables = model.init(jax.random.PRNGKey(0), jnp.ones((B, D_IN)), train=False)
    p = jax.tree.map(np.asarray, variables["params"])
    ref = TorchHeadRef(p["fc1"]["kernel"].astype(np.float64), p["fc1"]["bias"], p["bn"]["scale"], p["bn"]["bias"],
                       p["fc2"]["kernel"].astype(np.float64), p["fc2"]["bias"])
    batch_stats = variables["batch_stats"]

    apply_train = jax.jit(lambda v, x: model.apply(v, x, train=True, mutable=["batch_stats"]))
    apply_eval = jax.jit(lambda v, x: model.apply(v, x, train=False))

    for step in range(WARM_STEPS):
        x = (rng.normal(size=(B, D_IN)) * 2.0 + 0.5).astype(np.float32)
        out, upd = apply_train({"params": variables["params"], "batch_stats": batch_stats}, x)
        batch_stats = upd["batch_stats"]
        out_ref = ref(x.astype(np.float64))
        if step % 5 == 0:
            print(f"[train] step {step:2d} max_abs_diff={np.abs(np.asarray(out) - out_ref).max():.3e}")

    ref.training = False
    x_val = (rng.normal(size=(256, D_IN)) * 2.0 + 0.5).astype(np.float32)
    out = np.asarray(apply_eval({"params": variables["params"], "batch_stats": batch_stats}, x_val))
    out_ref = ref(x_val.astype(np.float64))
    rm_diff = np.abs(np.asarray(batch_stats["bn"]["mean"]) - ref.running_mean).max()
    rv_diff = np.abs(np.asarray(batch_stats["bn"]["var"]) - ref.running_var).max()
    print(f"[eval] running_mean max diff {rm_diff:.3e} | running_var max diff {rv_diff:.3e}")
    print(f"[eval] output max_abs_diff={np.abs(out - out_ref).max():.4e} mean_abs_diff={np.abs(out - out_ref).mean():.4e}")
    np.testing.assert_allclose(out, out_ref, rtol=1e-4, atol=1e-4, err_msg="flax port != torch reference (eval mode)")
    print("parity OK")


if __name__ == "__main__":
    main()
