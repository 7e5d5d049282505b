"""Domain-adversarial training (DANN) in Flax NNX, ported from a PyTorch repo.

The torch version uses two autograd.Functions: GradReverse (flip the gradient, scaled by lambda)
and GradScale (scale gradients flowing into the shared encoder). Ported to jax.custom_vjp.
"""
import math

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


# ---- custom autograd functions -------------------------------------------------------------
@jax.custom_vjp
def grad_reverse(x, lam):
    return x


def _gr_fwd(x, lam):
    return x, lam


def _gr_bwd(lam, g):
    return (-lam * g, None)


@jax.custom_vjp
def grad_scale(x, scale):
    return x


def _gs_fwd(x, scale):
    return x, scale


def _gs_bwd(scale, g):
    return (scale * g, None)


grad_scale.defvjp(_gs_fwd, _gs_bwd)
grad_scale.defvjp(_gr_fwd, _gr_bwd)


# ---- model ---------------------------------------------------------------------------------
class DANN(nnx.Module):
    def __init__(self, rngs):
        self.enc1 = nnx.Linear(16, 64, rngs=rngs)
        self.enc2 = nnx.Linear(64, 32, rngs=rngs)
        self.cls = nnx.Linear(32, 2, rngs=rngs)
        self.dom1 = nnx.Linear(32, 32, rngs=rngs)
        self.dom2 = nnx.Linear(32, 2, rngs=rngs)

    def features(self, x):
        return nnx.relu(self.enc2(nnx.relu(self.enc1(x))))

    def __call__(self, x, lam):
        f = grad_scale(self.features(x), 1.0)
        class_logits = self.cls(f)
        dom_logits = self.dom2(nnx.relu(self.dom1(grad_reverse(f, lam))))
        return class_logits, dom_logits


def make_domain(n, shift, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (x[:, 0] - x[:, 1] > 0).astype(np.int32)
    return x + shift, y


@nnx.jit
def train_step(model, opt, xs, ys, xt, lam):
    def loss_fn(m):
        cls_s, dom_s = m(xs, lam)
        _, dom_t = m(xt, lam)
        l_cls = optax.softmax_cross_entropy_with_integer_labels(cls_s, ys).mean()
        dom_logits = jnp.concatenate([dom_s, dom_t])
        dom_labels = jnp.concatenate([jnp.zeros(len(xs), jnp.int32), jnp.ones(len(xt), jnp.int32)])
        l_dom = optax.softmax_cross_entropy_with_integer_labels(dom_logits, dom_labels).mean()
        return l_cls + l_dom, (l_cls, l_dom)
    (loss, (lc, ld)), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    opt.update(model, grads)
    return lc, ld


def main():
    xs, ys = make_domain(2048, 0.0, 0)
    xt, yt = make_domain(2048, 0.7, 1)
    model = DANN(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.sgd(0.01, momentum=0.9), wrt=nnx.Param)
    total = 3 * (len(xs) // 64)
    it = 0
    for epoch in range(3):
        for i in range(0, len(xs), 64):
            p = it / total
            lam = 2.0 / (1.0 + math.exp(-10 * p)) - 1.0
            lc, ld = train_step(model, opt, jnp.asarray(xs[i:i + 64]), jnp.asarray(ys[i:i + 64]),
                                jnp.asarray(xt[i:i + 64]), lam)
            it += 1
            if it % 20 == 0:
                print(f"epoch {epoch} iter {it} lambda={lam:.3f} class_loss={float(lc):.4f} domain_loss={float(ld):.4f}")
        acc_t = float(jnp.mean(model(jnp.asarray(xt), 0.0)[0].argmax(-1) == yt))
        print(f"epoch {epoch} target_acc={acc_t:.4f}")


if __name__ == "__main__":
    main()
