"""Pretrain an autoencoder, checkpoint it with Orbax, then fine-tune a classifier initialised from the checkpoint."""
import logging, os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
log = logging.getLogger("pretrain_finetune")
CKPT_DIR = "/home/user/project/ckpt_006"

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        return nn.Dense(32, name="fc2")(x)

class AutoEncoder(nn.Module):
    def setup(self):
        self.encoder = Encoder()
        self.decoder = nn.Dense(64)
    def __call__(self, x):
        return self.decoder(self.encoder(x))

class Classifier(nn.Module):
    num_classes: int = 10
    def setup(self):
        self.encoder = Encoder()
        self.head = nn.Dense(self.num_classes)
    def __call__(self, x):
        return self.head(nn.relu(self.encoder(x)))

def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    r = np.random.default_rng(0)
    x = r.normal(size=(2048, 64)).astype(np.float32)
    y = (x[:, :10].argmax(1)).astype(np.int32)

    # ---- stage 1: pretrain ----
    ae = AutoEncoder()
    params = ae.init(jax.random.key(0), x[:1])["params"]
    tx = optax.adam(1e-3); opt_state = tx.init(params)
    @jax.jit
    def ae_step(params, opt_state, xb):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((ae.apply({"params": p}, xb) - xb) ** 2))(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    for step in range(1, 101):
        idx = r.integers(0, len(x), 64)
        params, opt_state, loss = ae_step(params, opt_state, x[idx])
        if step % 25 == 0:
            log.info("pretrain step %d recon_loss %.4f", step, float(loss))
    mgr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=1))
    mgr.save(100, args=ocp.args.StandardSave(params))
    mgr.wait_until_finished()
    log.info("saved pretrain checkpoint step %s to %s", mgr.latest_step(), CKPT_DIR)

    # ---- stage 2: fine-tune classifier from pretrained encoder ----
    clf = Classifier()
    init_params = clf.init(jax.random.key(1), x[:1])["params"]
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, init_params)
    restored = mgr.restore(mgr.latest_step(), args=ocp.args.StandardRestore(abstract))
    log.info("restored encoder weights: %s", list(restored.keys()))
    tx2 = optax.adamw(5e-4); opt2 = tx2.init(restored)
    @jax.jit
    def clf_step(params, opt_state, xb, yb):
        def lf(p):
            return optax.softmax_cross_entropy_with_integer_labels(clf.apply({"params": p}, xb), yb).mean()
        loss, g = jax.value_and_grad(lf)(params)
        u, opt_state = tx2.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    p2 = restored
    for step in range(1, 201):
        idx = r.integers(0, len(x), 64)
        p2, opt2, loss = clf_step(p2, opt2, x[idx], y[idx])
        if step % 50 == 0:
            log.info("finetune step %d loss %.4f", step, float(loss))

if __name__ == "__main__":
    main()
