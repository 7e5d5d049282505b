"""ViT-ish patch classifier with a manual 'reduce LR on plateau' callback, ported from a Keras/PyTorch trainer.
Hyperparameters come from a config dict (normally loaded from YAML)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

CONFIG = {
    "optimizer": {"name": "adamw", "learning_rate": 1e-3, "weight_decay": 0.05, "b1": 0.9, "b2": 0.999},
    "plateau": {"patience": 1, "factor": 0.5, "monitor": "val_loss"},
    "epochs": 8, "batch_size": 64,
}


class PatchNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(32, (4, 4), strides=(4, 4))(x)      # patchify 16x16 -> 4x4
        x = x.reshape(x.shape[0], -1, 32)
        x = nn.LayerNorm()(x)
        x = nn.Dense(64)(x).mean(1)
        return nn.Dense(10)(nn.gelu(x))


rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16, 16, 1)).astype(np.float32)
Y = (X[:, :8, :8, 0].mean((1, 2)) > 0).astype(np.int32) + 2 * (X[:, 8:, 8:, 0].mean((1, 2)) > 0).astype(np.int32)
Xtr, Ytr, Xva, Yva = X[:1792], Y[:1792], X[1792:], Y[1792:]

ocfg = CONFIG["optimizer"]
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=ocfg["learning_rate"], weight_decay=ocfg["weight_decay"],
                                           b1=ocfg["b1"], b2=ocfg["b2"])
model = PatchNet()
params = model.init(jax.random.PRNGKey(0), Xtr[:1])["params"]
opt_state = tx.init(params)


def loss_fn(p, x, y):
    logits = model.apply({"params": p}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    (loss, acc), g = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss, acc


eval_step = jax.jit(loss_fn)

best, wait = np.inf, 0
pcfg = CONFIG["plateau"]
bs = CONFIG["batch_size"]
for epoch in range(CONFIG["epochs"]):
    perm = rng.permutation(len(Xtr))
    for i in range(len(Xtr) // bs):
        idx = perm[i * bs:(i + 1) * bs]
        params, opt_state, loss, acc = train_step(params, opt_state, Xtr[idx], Ytr[idx])
    val_loss, val_acc = eval_step(params, Xva, Yva)
    logs = {"epoch": epoch + 1, "loss": round(float(loss), 4), "accuracy": round(float(acc), 4),
            "val_loss": round(float(val_loss), 4), "val_accuracy": round(float(val_acc), 4)}
    print(logs)
    if logs[pcfg["monitor"]] < best - 1e-4:
        best, wait = logs[pcfg["monitor"]], 0
    else:
        wait += 1
        if wait >= pcfg["patience"]:
            # ReduceLROnPlateau: shrink the optimizer's lr in place (named as in the config: "lr")
            old = float(opt_state.hyperparams["lr"])
            opt_state.hyperparams["lr"] = old * pcfg["factor"]
            print(f"Epoch {epoch + 1}: ReduceLROnPlateau reducing learning rate to {old * pcfg['factor']:.2e}.")
            wait = 0
