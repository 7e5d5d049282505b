# Two-stage run: a model is trained and exported with PyTorch / Hugging Face parameter names for the hub,
# then a fresh MindSpore model is built, the converted checkpoint is loaded and evaluated.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class Encoder(nn.Cell):
    def __init__(self, vocab=200, d=48, n_cls=4):
        super().__init__()
        self.embeddings = nn.Embedding(vocab, d)
        self.encoder = nn.SequentialCell(nn.Dense(d, d), nn.Tanh(), nn.Dense(d, d), nn.Tanh())
        self.LayerNorm = nn.LayerNorm((d,))
        self.classifier = nn.Dense(d, n_cls)

    def construct(self, ids):
        return self.classifier(self.LayerNorm(self.encoder(self.embeddings(ids).mean(1))))


rng = np.random.default_rng(0)
labels = rng.integers(0, 4, 2048).astype(np.int32)
topic = labels[:, None] * 50 + rng.integers(0, 50, (2048, 12))
ids = np.where(rng.random((2048, 12)) < 0.4, topic, rng.integers(0, 200, (2048, 12))).astype(np.int32)
train = ds.NumpySlicesDataset({"ids": ids[:1536], "label": labels[:1536]}, shuffle=True).batch(64)
evald = ds.NumpySlicesDataset({"ids": ids[1536:], "label": labels[1536:]}, shuffle=False).batch(128)

# ---- stage 1: train and export with HF naming ----
teacher = Encoder()
model = ms.Model(teacher, nn.CrossEntropyLoss(), nn.Adam(teacher.trainable_params(), 3e-3), metrics={"acc"})
model.train(8, train, callbacks=[ms.LossMonitor(24)])
print("stage1 eval:", model.eval(evald))
def to_hf_name(name):
    return "bert." + name.replace("embedding_table", "weight").replace(".gamma", ".weight").replace(".beta", ".bias")


export = [{"name": to_hf_name(p.name), "data": p} for p in teacher.get_parameters()]
ms.save_checkpoint(export, "encoder_hf.ckpt")
print("exported encoder_hf.ckpt")

# ---- stage 2: load converted checkpoint into the MindSpore model and evaluate ----
student = Encoder()
param_dict = ms.load_checkpoint("encoder_hf.ckpt")
ms.load_param_into_net(student, param_dict, strict_load=False)
print("checkpoint loaded")
model2 = ms.Model(student, nn.CrossEntropyLoss(), metrics={"acc"})
print("stage2 eval:", model2.eval(evald))
