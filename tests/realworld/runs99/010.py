"""Fine-tune a small Flax NNX MLP and keep the 3 best checkpoints by validation loss with Orbax
(settings carried over from the Hugging Face Trainer config of the PyTorch version)."""
import logging
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

logging.basicConfig(level=logging.INFO, format="[%(asctime)s] %(levelname)s %(message)s")
logger = logging.getLogger(__name__)

TRAIN_CFG = dict(output_dir="/home/user/project/ckpt_010", num_train_epochs=4, learning_rate=2e-3,
                 save_total_limit=3, save_steps=50, metric_for_best_model="val_loss")

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype(np.float32)
Y = (X[:, :5].sum(1) > 0).astype(np.int32)


class Net(nnx.Module):
    def __init__(self, rngs):
        self.a = nnx.Linear(20, 64, rngs=rngs)
        self.b = nnx.Linear(64, 2, rngs=rngs)

    def __call__(self, x):
        return self.b(nnx.relu(self.a(x)))


def main():
    shutil.rmtree(TRAIN_CFG["output_dir"], ignore_errors=True)
    model = Net(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(TRAIN_CFG["learning_rate"]), wrt=nnx.Param)
    logger.info("Training config: %s", TRAIN_CFG)
    options = ocp.CheckpointManagerOptions(
        save_interval_steps=TRAIN_CFG["save_steps"],
        save_total_limit=TRAIN_CFG["save_total_limit"],
        best_fn=lambda m: m[TRAIN_CFG["metric_for_best_model"]],
        best_mode="min",
    )
    mngr = ocp.CheckpointManager(TRAIN_CFG["output_dir"], options=options)

    @nnx.jit
    def step(model, opt, x, y):
        def lf(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
        loss, g = nnx.value_and_grad(lf)(model)
        opt.update(model, g)
        return loss

    gstep = 0
    for epoch in range(TRAIN_CFG["num_train_epochs"]):
        for i in range(0, 1600, 32):
            loss = step(model, opt, X[i:i + 32], Y[i:i + 32])
            gstep += 1
            if gstep % TRAIN_CFG["save_steps"] == 0:
                val = float(optax.softmax_cross_entropy_with_integer_labels(model(X[1600:]), Y[1600:]).mean())
                logger.info("step %d loss %.4f val_loss %.4f", gstep, float(loss), val)
                mngr.save(gstep, args=ocp.args.StandardSave(nnx.state(model)), metrics={"val_loss": val})
    mngr.wait_until_finished()
    logger.info("best step: %s", mngr.best_step())


if __name__ == "__main__":
    main()
