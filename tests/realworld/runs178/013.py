"""Convert a PyTorch text-classifier state_dict (exported to .npz with
{k: v.cpu().numpy() for k, v in model.state_dict().items()}) into a MindSpore .ckpt,
then load it into the MindSpore port of the model."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_device("CPU")
rng = np.random.default_rng(0)
VOCAB, EMB, HID, NCLS = 3000, 64, 128, 4

# --- stand-in for the file produced on the torch side (torch_export.npz) ---
if not os.path.exists("torch_export.npz"):
    torch_sd = {
        "embedding.weight": rng.normal(size=(VOCAB, EMB)).astype(np.float32),
        "encoder.0.weight": rng.normal(size=(HID, EMB)).astype(np.float32) * 0.05,
        "encoder.0.bias": np.zeros(HID, np.float32),
        "norm.weight": np.ones(HID, np.float32),
        "norm.bias": np.zeros(HID, np.float32),
        "classifier.weight": rng.normal(size=(NCLS, HID)).astype(np.float32) * 0.05,
        "classifier.bias": np.zeros(NCLS, np.float32),
    }
    np.savez("torch_export.npz", **torch_sd)

class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB)
        self.encoder = nn.SequentialCell(nn.Dense(EMB, HID), nn.ReLU())
        self.norm = nn.LayerNorm((HID,))
        self.classifier = nn.Dense(HID, NCLS)
    def construct(self, ids):
        return self.classifier(self.norm(self.encoder(self.embedding(ids)).mean(1)))

NAME_MAP = {
    "embedding.weight": "embedding.embedding_table",
    "norm.weight": "norm.gamma",
    "norm.bias": "norm.beta",
}

def convert(npz_path, ckpt_path):
    sd = np.load(npz_path)
    params = []
    for k in sd.files:
        ms_name = NAME_MAP.get(k, k)
        print(f"  {k:22s} -> {ms_name:28s} {tuple(sd[k].shape)}")
        params.append({"name": ms_name, "data": sd[k]})
    ms.save_checkpoint(params, ckpt_path)
    print(f"saved {len(params)} tensors to {ckpt_path}")

print("converting torch_export.npz ...")
convert("torch_export.npz", "text_classifier_ms.ckpt")

net = TextClassifier()
not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint("text_classifier_ms.ckpt"))
print("not loaded:", not_loaded, "unused:", unused)
