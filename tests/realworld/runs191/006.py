"""Load a Hugging Face BERT-style sentiment checkpoint (safetensors) into a MindSpore port and evaluate it."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
VOCAB, SEQ, D, NCLS = 400, 16, 32, 2
CKPT = "/home/user/project/tiny-bert-sst2/model.safetensors"

class Embeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word_embeddings = nn.Embedding(VOCAB, D)
        self.position_embeddings = nn.Embedding(SEQ, D)
        self.LayerNorm = nn.LayerNorm((D,), epsilon=1e-12)
        self.pos = Tensor(np.arange(SEQ, dtype=np.int32)[None])
    def construct(self, ids):
        return self.LayerNorm(self.word_embeddings(ids) + self.position_embeddings(self.pos))

class Layer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attention = nn.MultiheadAttention(D, 4, batch_first=True)
        self.attn_norm = nn.LayerNorm((D,), epsilon=1e-12)
        self.intermediate = nn.Dense(D, 4 * D, activation="gelu")
        self.output = nn.Dense(4 * D, D)
        self.out_norm = nn.LayerNorm((D,), epsilon=1e-12)
    def construct(self, x):
        a, _ = self.attention(x, x, x)
        x = self.attn_norm(x + a)
        return self.out_norm(x + self.output(self.intermediate(x)))

class BertForSequenceClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = Embeddings()
        self.layer = Layer()
        self.pooler = nn.Dense(D, D, activation="tanh")
        self.classifier = nn.Dense(D, NCLS)
    def construct(self, ids):
        h = self.layer(self.embeddings(ids))
        return self.classifier(self.pooler(h[:, 0]))

def save_reference_checkpoint(net):
    """stand-in for the downloaded HF checkpoint: same weights, HF naming (bert.*, LayerNorm.weight/bias)."""
    sd = {}
    for name, p in net.parameters_and_names():
        hf = name.replace("embedding_table", "weight")
        hf = hf.replace("gamma", "weight").replace("beta", "bias")
        hf = hf.replace("pooler.", "pooler.dense.")
        if not hf.startswith("classifier"):
            hf = "bert." + hf
        sd[hf] = p.asnumpy()
    os.makedirs(os.path.dirname(CKPT), exist_ok=True)
    save_file(sd, CKPT)

rng = np.random.default_rng(3)
ids = rng.integers(1, VOCAB, size=(512, SEQ)).astype(np.int32)
labels = (ids[:, 1] < VOCAB // 2).astype(np.int32)

if not os.path.exists(CKPT):
    # fine-tuned reference model
    ref = BertForSequenceClassification()
    opt = nn.Adam(ref.trainable_params(), 3e-3)
    step = nn.TrainOneStepCell(nn.WithLossCell(ref, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
    for ep in range(15):
        for i in range(0, 512, 64):
            step(Tensor(ids[i:i + 64]), Tensor(labels[i:i + 64]))
    save_reference_checkpoint(ref)

# ---- conversion: HF names -> MindSpore names ----
hf_sd = load_file(CKPT)
ms_sd = {}
for k, v in hf_sd.items():
    name = k
    name = name.replace("word_embeddings.weight", "word_embeddings.embedding_table")
    name = name.replace("position_embeddings.weight", "position_embeddings.embedding_table")
    name = name.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta")
    name = name.replace("norm.weight", "norm.gamma").replace("norm.bias", "norm.beta")
    ms_sd[name] = Parameter(Tensor(v), name=name)
print(f"converted {len(ms_sd)} tensors")

net = BertForSequenceClassification()
not_loaded, unused = ms.load_param_into_net(net, ms_sd)
print("not loaded:", len(not_loaded), "unused in checkpoint:", len(unused))

net.set_train(False)
model = ms.Model(net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 metrics={"accuracy": nn.Accuracy(), "loss": nn.Loss()})
import mindspore.dataset as dsx
val = dsx.NumpySlicesDataset({"ids": ids[:256], "label": labels[:256]}, shuffle=False).batch(64)
print("eval results:", model.eval(val, dataset_sink_mode=False))
