"""Fine-tune a small BERT-style encoder (weights converted from HF safetensors) for intent
classification with MindSpore. Tokenizer is the HF BertTokenizer; we add two domain tokens."""
import os, json
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file
from transformers import BertConfig, BertTokenizer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
WORK = "/home/user/project/hf_intent_bert"
os.makedirs(WORK, exist_ok=True)

# --- a tiny "pretrained" checkpoint in HF layout (stands in for the downloaded model dir) ---
words = "book a flight to paris cancel my order play some music what is the weather tomorrow in berlin set an alarm for seven".split()
vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + sorted(set(words))
with open(f"{WORK}/vocab.txt", "w") as f:
    f.write("\n".join(vocab) + "\n")
cfg = BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                 intermediate_size=64, max_position_embeddings=32)
cfg.save_pretrained(WORK)
rng = np.random.default_rng(0)
save_file({
    "bert.embeddings.word_embeddings.weight": rng.normal(0, 0.02, (cfg.vocab_size, 32)).astype(np.float32),
    "bert.embeddings.position_embeddings.weight": rng.normal(0, 0.02, (32, 32)).astype(np.float32),
    "bert.pooler.dense.weight": rng.normal(0, 0.02, (32, 32)).astype(np.float32),
    "bert.pooler.dense.bias": np.zeros(32, np.float32),
}, f"{WORK}/model.safetensors")

# --- user code ---
config = BertConfig.from_pretrained(WORK)
tokenizer = BertTokenizer.from_pretrained(WORK)
num_added = tokenizer.add_special_tokens({"additional_special_tokens": ["[USER]", "[BOT]"]})
print(f"added {num_added} special tokens, tokenizer size = {len(tokenizer)}, config.vocab_size = {config.vocab_size}")


class IntentEncoder(nn.Cell):
    def __init__(self, vocab_size, hidden, max_pos, num_labels):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab_size, hidden)
        self.position_embeddings = nn.Embedding(max_pos, hidden)
        self.pooler = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        pos = ops.arange(input_ids.shape[1]).expand_dims(0)
        h = self.word_embeddings(input_ids) + self.position_embeddings(pos)
        return self.classifier(self.pooler(h[:, 0]))


# embedding sized to the tokenizer so the new tokens have rows
net = IntentEncoder(len(tokenizer), config.hidden_size, config.max_position_embeddings, num_labels=4)

name_map = {
    "bert.embeddings.word_embeddings.weight": "word_embeddings.embedding_table",
    "bert.embeddings.position_embeddings.weight": "position_embeddings.embedding_table",
    "bert.pooler.dense.weight": "pooler.weight",
    "bert.pooler.dense.bias": "pooler.bias",
}
hf_weights = load_file(f"{WORK}/model.safetensors")
param_dict = {name_map[k]: ms.Parameter(ms.Tensor(v), name=name_map[k]) for k, v in hf_weights.items()}
print(f"converted {len(param_dict)} tensors from model.safetensors")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("not loaded (new head):", not_loaded)

texts = ["[USER] book a flight to paris", "[USER] cancel my order", "[USER] play some music", "[USER] what is the weather tomorrow in berlin"]
labels = np.array([0, 1, 2, 3], np.int32)
enc = tokenizer(texts, padding="max_length", max_length=12, truncation=True, return_tensors="np")
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for step in range(1, 21):
    loss, grads = grad_fn(ms.Tensor(enc["input_ids"].astype(np.int32)), ms.Tensor(labels))
    opt(grads)
    if step % 5 == 0:
        print(f"step {step:3d} | loss {loss.asnumpy():.4f}")
