# Parity run: PyTorch BatchNorm1d semantics (reference, re-implemented functionally) vs the Flax port.
# Both share init weights, batches and optimizer; eval uses running statistics.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

IN, HID, NCLS, BATCH, EPOCHS = 16, 32, 3, 4, 4
rng = np.random.default_rng(11)
W = rng.normal(size=(IN, NCLS)).astype(np.float32)
FEAT_SCALE, FEAT_SHIFT = rng.uniform(0.5, 3.0, size=IN), rng.normal(size=IN) * 2
def make(n):
    x = (rng.normal(size=(n, IN)) * FEAT_SCALE + FEAT_SHIFT).astype(np.float32)
    return x, np.argmax((x - FEAT_SHIFT) @ W + 0.3 * rng.normal(size=(n, NCLS)), 1).astype(np.int32)
Xtr, Ytr = make(2400)
Xte, Yte = make(1000)

class TorchBatchNorm(nn.Module):
    """BatchNorm1d(momentum=0.1, eps=1e-5) as in PyTorch."""
    momentum: float = 0.1
    epsilon: float = 1e-5
    @nn.compact
    def __call__(self, x, use_running_average):
        f = x.shape[-1]
        scale = self.param("scale", nn.initializers.ones, (f,))
        bias = self.param("bias", nn.initializers.zeros, (f,))
        ra_mean = self.variable("batch_stats", "mean", jnp.zeros, (f,))
        ra_var = self.variable("batch_stats", "var", jnp.ones, (f,))
        if use_running_average:
            mean, var = ra_mean.value, ra_var.value
        else:
            mean, var = x.mean(0), x.var(0)
            n = x.shape[0]
            if not self.is_initializing():
                ra_mean.value = (1 - self.momentum) * ra_mean.value + self.momentum * mean
                ra_var.value = (1 - self.momentum) * ra_var.value + self.momentum * var * n / (n - 1)
        return (x - mean) / jnp.sqrt(var + self.epsilon) * scale + bias

class RefNet(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.Dense(HID)(x)
        x = nn.relu(TorchBatchNorm(name="bn")(x, use_running_average=not train))
        return nn.Dense(NCLS)(x)

class PortNet(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.Dense(HID)(x)
        x = nn.relu(nn.BatchNorm(momentum=0.1, epsilon=1e-5, name="bn")(x, use_running_average=not train))
        return nn.Dense(NCLS)(x)

def make_fns(model, tx):
    @jax.jit
    def step(variables, opt_state, x, y):
        def loss_fn(p):
            logits, upd = model.apply({"params": p, "batch_stats": variables["batch_stats"]}, x,
                                      train=True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(variables["params"])
        updates, opt_state = tx.update(g, opt_state, variables["params"])
        return {"params": optax.apply_updates(variables["params"], updates),
                "batch_stats": upd["batch_stats"]}, opt_state, loss
    @jax.jit
    def evaluate(variables, x, y):
        logits = model.apply(variables, x, train=False)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), jnp.mean(logits.argmax(-1) == y), logits
    return step, evaluate

init_vars = PortNet().init(jax.random.PRNGKey(0), jnp.zeros((2, IN)), train=False)
tx = optax.sgd(0.02, momentum=0.9)
ref_vars = jax.tree_util.tree_map(jnp.array, init_vars)
port_vars = jax.tree_util.tree_map(jnp.array, init_vars)
ref_opt, port_opt = tx.init(ref_vars["params"]), tx.init(port_vars["params"])
ref_step, ref_eval = make_fns(RefNet(), tx)
port_step, port_eval = make_fns(PortNet(), tx)

for epoch in range(1, EPOCHS + 1):
    perm = rng.permutation(len(Xtr))
    rl, pl = [], []
    for i in range(0, len(Xtr), BATCH):
        idx = perm[i:i + BATCH]
        ref_vars, ref_opt, l1 = ref_step(ref_vars, ref_opt, Xtr[idx], Ytr[idx])
        port_vars, port_opt, l2 = port_step(port_vars, port_opt, Xtr[idx], Ytr[idx])
        rl.append(float(l1)); pl.append(float(l2))
    r_loss, r_acc, r_logits = ref_eval(ref_vars, Xte, Yte)
    p_loss, p_acc, p_logits = port_eval(port_vars, Xte, Yte)
    print(f"epoch {epoch} | train_loss ref {np.mean(rl):.4f} port {np.mean(pl):.4f} | "
          f"eval_loss ref {float(r_loss):.4f} port {float(p_loss):.4f} | "
          f"eval_acc ref {float(r_acc):.4f} port {float(p_acc):.4f} | "
          f"max|dlogit| {float(jnp.abs(r_logits - p_logits).max()):.4f}")
