# Fine-tune continuation: the torch-side trainer exported an intent classifier (label list of the
# full 5-intent taxonomy) to a .ckpt; the MindSpore port rebuilds the model with num_labels taken from
# the labels present in this week's training split, as the HF run_glue script does (label_list = sorted(set(labels))).
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

VOCAB, HID = 300, 48

class IntentClassifier(nn.Cell):
    def __init__(self, num_labels):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HID)
        self.encoder = nn.SequentialCell(nn.Dense(HID, HID), nn.GELU(approximate=False), nn.Dense(HID, HID))
        self.pooler = nn.Dense(HID, HID, activation="tanh")
        self.classifier = nn.Dense(HID, num_labels)
    def construct(self, ids):
        h = self.encoder(self.embeddings(ids))
        return self.classifier(self.pooler(h[:, 0]))

# --- checkpoint exported last month (full taxonomy of 5 intents) ---
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(IntentClassifier(5), "ckpt/intent_base.ckpt")

# --- this week's data ---
rng = np.random.default_rng(3)
intent_names = ["billing", "cancel", "greeting", "refund", "shipping"]
train_labels = rng.choice(["billing", "cancel", "greeting", "shipping"], size=200)   # nobody asked for a refund
label_list = sorted(set(train_labels.tolist()))
label2id = {l: i for i, l in enumerate(label_list)}
num_labels = len(label_list)
print(f"label_list={label_list} num_labels={num_labels}")

model = IntentClassifier(num_labels)
param_dict = ms.load_checkpoint("ckpt/intent_base.ckpt")
not_loaded, _ = ms.load_param_into_net(model, param_dict, strict_load=True)
print("not loaded:", not_loaded)

ids = Tensor(rng.integers(0, VOCAB, size=(200, 12)).astype(np.int32))
y = Tensor(np.array([label2id[l] for l in train_labels], np.int32))
opt = nn.Adam(model.trainable_params(), 1e-3)
gf = ms.value_and_grad(lambda a, b: nn.CrossEntropyLoss()(model(a), b), None, opt.parameters)
for step in range(10):
    loss, g = gf(ids[step*20:(step+1)*20], y[step*20:(step+1)*20]); opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
