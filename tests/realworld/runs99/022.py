"""Resume fine-tuning from a pretrained checkpoint saved as a pure dict with Orbax
(the documented NNX pattern: state.to_pure_dict() -> StandardCheckpointer -> nnx.replace_by_pure_dict).
The pretraining script called the feature extractor `backbone`; this repo's model calls it `encoder`."""
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT = "/home/user/project/pretrained_022"


class PretrainNet(nnx.Module):          # model definition from the pretraining repo
    def __init__(self, rngs):
        self.backbone = nnx.Sequential(nnx.Linear(32, 128, rngs=rngs), nnx.relu, nnx.Linear(128, 128, rngs=rngs))
        self.head = nnx.Linear(128, 10, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.backbone(x)))


class FinetuneNet(nnx.Module):          # this repo
    def __init__(self, rngs):
        self.encoder = nnx.Sequential(nnx.Linear(32, 128, rngs=rngs), nnx.relu, nnx.Linear(128, 128, rngs=rngs))
        self.head = nnx.Linear(128, 10, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.encoder(x)))


def pretrain_and_save():
    shutil.rmtree(CKPT, ignore_errors=True)
    m = PretrainNet(nnx.Rngs(0))
    opt = nnx.Optimizer(m, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for s in range(50):
        x = rng.normal(size=(64, 32)).astype(np.float32)
        y = (x[:, :10].argmax(-1)).astype(np.int32)
        loss, g = nnx.value_and_grad(lambda mm: optax.softmax_cross_entropy_with_integer_labels(mm(x), y).mean())(m)
        opt.update(m, g)
    print(f"pretraining done, loss {float(loss):.4f}")
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(CKPT, nnx.state(m).to_pure_dict())
    ckptr.wait_until_finished()
    print("saved pretrained weights to", CKPT)


def main():
    pretrain_and_save()
    model = FinetuneNet(nnx.Rngs(1))
    ckptr = ocp.StandardCheckpointer()
    restored = ckptr.restore(CKPT)
    print("restored top-level keys:", list(restored.keys()))
    state = nnx.state(model)
    nnx.replace_by_pure_dict(state, restored)
    nnx.update(model, state)
    print("loaded pretrained weights, starting fine-tuning")


if __name__ == "__main__":
    main()
