"""ResNet-ish fine-tune script (adapted from an older big_vision-style example, 2022)."""
import numpy as np
import jax, jax.numpy as jnp
import flax, flax.linen as nn
import optax

print(f"jax {jax.__version__} | flax {flax.__version__} | optax {optax.__version__} | devices {jax.devices()}")

CONFIG = dict(lr=1e-3, wd=5e-4, grad_clip=1.0, batch_size=32, epochs=2, num_classes=10)


class Block(nn.Module):
    feat: int

    @nn.compact
    def __call__(self, x, train):
        y = nn.Conv(self.feat, (3, 3))(x)
        y = nn.BatchNorm(use_running_average=not train)(y)
        y = nn.relu(y)
        y = nn.Conv(self.feat, (3, 3))(y)
        y = nn.BatchNorm(use_running_average=not train)(y)
        if x.shape[-1] != self.feat:
            x = nn.Conv(self.feat, (1, 1))(x)
        return nn.relu(x + y)


class ResNetTiny(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x, train=True):
        x = nn.Conv(16, (3, 3))(x)
        for f in (16, 32):
            x = Block(f)(x, train)
            x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.mean(axis=(1, 2))
        return nn.Dense(self.num_classes)(x)


def make_optimizer(cfg):
    return optax.chain(
        optax.clip_by_global_norm(cfg["grad_clip"]),
        optax.scale_by_adam(),
        optax.additive_weight_decay(cfg["wd"]),
        optax.scale(-cfg["lr"]),
    )


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 32, 32, 3)).astype(np.float32)
    y = rng.integers(0, CONFIG["num_classes"], size=256)
    model = ResNetTiny(CONFIG["num_classes"])
    variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 32, 32, 3)), train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    print("num params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
    tx = make_optimizer(CONFIG)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, batch_stats, opt_state, xb, yb):
        def loss_fn(p):
            logits, upd = model.apply({"params": p, "batch_stats": batch_stats}, xb, train=True, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), upd["batch_stats"], opt_state, loss

    bs = CONFIG["batch_size"]
    for epoch in range(CONFIG["epochs"]):
        for i in range(len(x) // bs):
            params, batch_stats, opt_state, loss = step(params, batch_stats, opt_state, x[i*bs:(i+1)*bs], y[i*bs:(i+1)*bs])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
