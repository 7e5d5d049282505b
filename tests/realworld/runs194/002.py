"""Tiny CLIP-style image/text contrastive training (ported from a PyTorch script)."""
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax

CFG = dict(batch_size=32, embed_dim=64, num_classes=10, temperature=0.07, lr=1e-3, steps=50)

class Tower(nn.Module):
    dim: int
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(128)(x))
        x = nn.Dense(self.dim)(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)

class CLIP(nn.Module):
    dim: int
    def setup(self):
        self.img = Tower(self.dim); self.txt = Tower(self.dim)
    def __call__(self, img, txt):
        return self.img(img), self.txt(txt)

def clip_loss(zi, zt, temperature):
    logits = zi @ zt.T / temperature
    # torch: F.cross_entropy(logits, torch.arange(B))
    labels = jax.nn.one_hot(jnp.arange(zi.shape[0]), CFG["num_classes"])
    l_i = optax.softmax_cross_entropy(logits, labels).mean()
    l_t = optax.softmax_cross_entropy(logits.T, labels).mean()
    return (l_i + l_t) / 2

def main():
    rng = np.random.default_rng(0)
    latent = rng.normal(size=(4096, 16)).astype(np.float32)
    imgs = latent @ rng.normal(size=(16, 48)).astype(np.float32)
    txts = latent @ rng.normal(size=(16, 24)).astype(np.float32)
    model = CLIP(CFG["embed_dim"])
    params = model.init(jax.random.PRNGKey(0), imgs[:2], txts[:2])["params"]
    tx = optax.adamw(CFG["lr"], weight_decay=0.1)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, bi, bt):
        def loss_fn(p):
            zi, zt = model.apply({"params": p}, bi, bt)
            return clip_loss(zi, zt, CFG["temperature"])
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    bs = CFG["batch_size"]
    print(f"config: {CFG}")
    for s in range(CFG["steps"]):
        idx = rng.choice(len(imgs), bs, replace=False)
        params, opt_state, loss = step(params, opt_state, imgs[idx], txts[idx])
        if s % 10 == 0:
            print(f"step {s:4d} | contrastive_loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
