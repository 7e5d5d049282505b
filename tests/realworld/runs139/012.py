"""Linear-probe / head-only fine-tune of a pretrained encoder, ported from a PyTorch recipe:

    for p in model.encoder.parameters(): p.requires_grad = False
    optimizer = AdamW(filter(lambda p: p.requires_grad, model.parameters()), lr=1e-3)
"""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

CFG = {"lr": 1e-3, "epochs": 4, "batch_size": 64, "trainable_path": "head"}


class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(32, 128, rngs=rngs)
        self.l2 = nnx.Linear(128, 128, rngs=rngs)
        self.norm = nnx.LayerNorm(128, rngs=rngs)

    def __call__(self, x):
        return self.norm(nnx.gelu(self.l2(nnx.gelu(self.l1(x)))))


class Classifier(nnx.Module):
    def __init__(self, num_classes, rngs):
        self.encoder = Encoder(rngs)            # "pretrained" weights
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.classifier = nnx.Linear(128, num_classes, rngs=rngs)

    def __call__(self, x):
        return self.classifier(self.dropout(self.encoder(x)))


def count(tree):
    return sum(x.size for x in jax.tree.leaves(tree))


def main():
    rng = np.random.default_rng(0)
    w = rng.normal(size=(32, 6))
    x = rng.normal(size=(4096, 32)).astype(np.float32)
    y = (x @ w).argmax(-1).astype(np.int32)
    x_tr, y_tr, x_va, y_va = x[:3584], y[:3584], x[3584:], y[3584:]

    model = Classifier(6, nnx.Rngs(0))
    trainable = nnx.All(nnx.Param, nnx.PathContains(CFG["trainable_path"]))
    n_train = count(nnx.state(model, trainable))
    n_all = count(nnx.state(model, nnx.Param))
    print(f"trainable params: {n_train} || all params: {n_all} || trainable%: {100 * n_train / n_all:.4f}")
    optimizer = nnx.Optimizer(model, optax.adamw(CFG["lr"]), wrt=trainable)

    @nnx.jit
    def train_step(model, optimizer, xb, yb):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(xb), yb).mean()
        loss, grads = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, trainable))(model)
        optimizer.update(model, grads)
        return loss

    @nnx.jit
    def eval_step(model, xb, yb):
        logits = model(xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), (logits.argmax(-1) == yb).mean()

    step = 0
    for epoch in range(CFG["epochs"]):
        model.train()
        perm = rng.permutation(len(x_tr))
        for i in range(0, len(x_tr), CFG["batch_size"]):
            idx = perm[i:i + CFG["batch_size"]]
            loss = train_step(model, optimizer, x_tr[idx], y_tr[idx])
            step += 1
            if step % 14 == 0:
                print({"loss": round(float(loss), 4), "learning_rate": CFG["lr"], "epoch": round(epoch + (i + 64) / len(x_tr), 2)})
        model.eval()
        vl, va = eval_step(model, x_va, y_va)
        print({"eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4), "epoch": epoch + 1, "step": step})


if __name__ == "__main__":
    main()
