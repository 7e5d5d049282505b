"""Linear-probe fine-tuning (flax.linen): freeze the pretrained encoder, train only the classifier head.
Freezing done with optax.multi_transform + optax.set_to_zero (the JAX way of requires_grad=False)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import traverse_util
import optax
from flax.training import train_state

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        return nn.gelu(nn.Dense(64)(x))

class ProbeModel(nn.Module):
    num_labels: int = 6
    @nn.compact
    def __call__(self, x):
        feats = Encoder(name="encoder")(x)
        return nn.Dense(self.num_labels, name="head")(feats)

def label_fn(params):
    # train only the classification layer, freeze everything else
    flat = traverse_util.flatten_dict(params)
    return traverse_util.unflatten_dict(
        {k: ("trainable" if k[0] == "classifier" else "frozen") for k in flat})

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3072, 32)).astype(np.float32)
    w = rng.normal(size=(32, 6))
    y = np.argmax(x @ w, 1).astype(np.int32)
    xtr, ytr, xva, yva = x[:2560], y[:2560], x[2560:], y[2560:]
    model = ProbeModel()
    params = model.init(jax.random.key(0), x[:1])["params"]
    tx = optax.multi_transform({"trainable": optax.adam(1e-2), "frozen": optax.set_to_zero()}, label_fn(params))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), {"loss": loss, "accuracy": (logits.argmax(-1) == yb).mean()}

    @jax.jit
    def eval_step(params, xb, yb):
        logits = model.apply({"params": params}, xb)
        return {"eval_loss": optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(),
                "eval_accuracy": (logits.argmax(-1) == yb).mean()}

    global_step = 0
    for epoch in range(6):
        perm = rng.permutation(len(xtr))
        for i in range(0, len(xtr), 128):
            b = perm[i:i+128]
            state, m = train_step(state, xtr[b], ytr[b]); global_step += 1
            if global_step % 10 == 0:
                print({"loss": round(float(m["loss"]), 4), "accuracy": round(float(m["accuracy"]), 4),
                       "learning_rate": 1e-2, "epoch": round(global_step / 20, 2), "step": global_step})
        ev = {k: round(float(v), 4) for k, v in eval_step(state.params, xva, yva).items()}
        ev["epoch"] = epoch + 1
        print(ev)
    print({"train_runtime": "done", "global_step": global_step})

if __name__ == "__main__":
    main()
