# Port of a PyTorch text-classifier fine-tune loop to Flax/Optax.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CFG = {
    "vocab": 500, "emb": 32, "hidden": 64, "classes": 4,
    "batch_size": 32, "epochs": 3, "steps_per_epoch": 40,
    # optimizer block copied from the torch run config (torch.optim.AdamW kwargs)
    "optim": {"lr": 3e-4, "betas": (0.9, 0.98), "eps": 1e-6, "weight_decay": 0.01},
}


class BagClassifier(nn.Module):
    vocab: int
    emb: int
    hidden: int
    classes: int

    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(self.vocab, self.emb)(tokens).mean(axis=1)
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.classes)(x)


def make_data(rng, n, seq=16):
    toks = rng.integers(0, CFG["vocab"], size=(n, seq))
    labels = (toks[:, :4].sum(axis=1) % CFG["classes"]).astype(np.int32)
    return toks.astype(np.int32), labels


def main():
    print(f"jax {jax.__version__} devices={jax.devices()}")
    rng = np.random.default_rng(0)
    x, y = make_data(rng, CFG["batch_size"] * CFG["steps_per_epoch"])
    model = BagClassifier(CFG["vocab"], CFG["emb"], CFG["hidden"], CFG["classes"])
    params = model.init(jax.random.PRNGKey(0), jnp.asarray(x[:2]))["params"]
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(params))
    print(f"model params: {n_params}")

    oc = CFG["optim"]
    print(f"building optimizer: adamw {oc}")
    tx = optax.adamw(learning_rate=oc["lr"], **{k: v for k, v in oc.items() if k != "lr"})
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    bs = CFG["batch_size"]
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        losses = []
        for i in range(CFG["steps_per_epoch"]):
            state, loss = train_step(state, x[i * bs:(i + 1) * bs], y[i * bs:(i + 1) * bs])
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
