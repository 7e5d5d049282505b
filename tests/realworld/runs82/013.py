# Data-parallel fine-tune on 2 local workers (msrun), ported from the torchrun script
# (dist.init_process_group(backend="nccl") -> mindspore.communication.init).
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
BACKEND = "nccl"   # from train_config.json, as in the torch script
init(BACKEND)
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

words = ["<unk>", "<pad>"] + "good great fine nice bad awful poor sad movie film plot acting was is very really".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", pad_token="<pad>")

rng = np.random.default_rng(0)
pos, neg = ["good", "great", "fine", "nice"], ["bad", "awful", "poor", "sad"]
texts, labels = [], []
for _ in range(256):
    y = int(rng.integers(2))
    adj = rng.choice(pos if y else neg)
    texts.append(f"the {rng.choice(['movie', 'film', 'plot', 'acting'])} was {rng.choice(['very', 'really'])} {adj}")
    labels.append(y)
enc = tokenizer(texts, padding="max_length", max_length=8, truncation=True, return_tensors="np")
data = ds.NumpySlicesDataset({"ids": enc["input_ids"].astype(np.int32), "y": np.array(labels, np.int32)},
                             shuffle=True, num_shards=world, shard_id=rank)
data = data.batch(16, drop_remainder=True)

class Clf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(len(tokenizer), 16)
        self.fc = nn.Dense(16, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

net = Clf()
opt = nn.Adam(net.trainable_params(), learning_rate=0.05)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
train.set_train()
for epoch in range(5):
    losses = [float(train(b["ids"], b["y"]).asnumpy()) for b in data.create_dict_iterator()]
    print(f"rank {rank} epoch {epoch} loss {np.mean(losses):.4f}", flush=True)
print(f"rank {rank} done", flush=True)
