# Loading HF-format (PyTorch-named) encoder weights into a MindSpore port, then evaluating / fine-tuning
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)
VOCAB, SEQ, HID, NCLS = 300, 16, 64, 4


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, HID)
        self.LayerNorm = nn.LayerNorm((HID,), epsilon=1e-12)
        self.dense = nn.Dense(HID, HID)
        self.act = nn.GELU(approximate=False)
        self.output_LayerNorm = nn.LayerNorm((HID,), epsilon=1e-12)

    def construct(self, ids):
        x = self.LayerNorm(self.word_embeddings(ids))
        return self.output_LayerNorm(x + self.act(self.dense(x)))


class ForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bert = Encoder()
        self.classifier = nn.Dense(HID, NCLS)

    def construct(self, ids):
        return self.classifier(self.bert(ids).mean(axis=1))


def make_ds(n, seed, batch=32):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, NCLS, n).astype(np.int32)
    ids = rng.integers(0, VOCAB, (n, SEQ))
    topical = rng.random((n, SEQ)) < 0.3
    ids = np.where(topical, y[:, None] * (VOCAB // NCLS) + rng.integers(0, 20, (n, SEQ)), ids).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids, "labels": y}, shuffle=False).batch(batch)


def evaluate(net, dataset):
    net.set_train(False)
    correct = total = 0
    for ids, y in dataset.create_tuple_iterator():
        pred = net(ids).argmax(-1)
        correct += int((pred == y).sum())
        total += y.shape[0]
    return correct / total


def fit(net, dataset, epochs, lr):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=lr)
    grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    for ep in range(epochs):
        net.set_train()
        losses = []
        for ids, y in dataset.create_tuple_iterator():
            loss, grads = grad_fn(ids, y)
            opt(grads)
            losses.append(float(loss))
        print(f"epoch {ep} mean loss {np.mean(losses):.4f}", flush=True)


# the upstream checkpoint (HF / PyTorch names); produced by the reference fine-tune
ref = ForSequenceClassification()
fit(ref, make_ds(1024, 0), 3, 3e-3)
print(f"reference model eval acc: {evaluate(ref, make_ds(512, 99)):.4f}")
hf_state_dict = {}
for p in ref.get_parameters():
    n = p.name.replace("embedding_table", "weight").replace("gamma", "weight").replace("beta", "bias")
    n = n.replace("output_LayerNorm", "output.LayerNorm")
    hf_state_dict[n] = p.asnumpy().copy()
np.savez("pytorch_model.npz", **hf_state_dict)
print("exported", len(hf_state_dict), "tensors:", sorted(hf_state_dict)[:4], "...")


# ---- migration: torch state dict -> MindSpore parameters
def convert_hf_to_ms(path):
    sd = np.load(path)
    params = {}
    for k in sd.files:
        ms_name = k.replace("output.LayerNorm", "output_LayerNorm")
        params[ms_name] = ms.Parameter(ms.Tensor(sd[k]), name=ms_name)
    return params


net = ForSequenceClassification()
param_not_load, ckpt_not_load = ms.load_param_into_net(net, convert_hf_to_ms("pytorch_model.npz"))
print(f"eval acc after loading converted weights: {evaluate(net, make_ds(512, 99)):.4f}")
fit(net, make_ds(256, 1), 2, 1e-4)
print(f"eval acc after fine-tuning: {evaluate(net, make_ds(512, 99)):.4f}")
