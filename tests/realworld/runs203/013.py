# Launched on a single CPU host with the command copied from the 2-node runbook:
#   msrun --worker_num=2 --local_worker_num=1 --master_port=29623 --log_dir=msrun013 --join=True 013.py
# Healthy: 2-process data-parallel fine-tuning on CPU (msrun), tokenized with a HF tokenizer.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
words = "cheap offer win prize click now meeting agenda lunch report team schedule".split()
vocab = {"[PAD]": 0, "[UNK]": 1, **{w: i + 2 for i, w in enumerate(words)}}
raw = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); raw.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]")
rng = np.random.default_rng(0)
texts, labels = [], []
for i in range(256):
    spam = i % 2
    texts.append(" ".join(rng.choice(words[:6] if spam else words[6:], 4)))
    labels.append(spam)
ids = np.array(tokenizer(texts, padding="max_length", max_length=6)["input_ids"], np.int32)
data = ds.NumpySlicesDataset({"input_ids": ids, "label": np.array(labels, np.int32)}, shuffle=True,
                             num_shards=size, shard_id=rank).batch(16, drop_remainder=True)
print(f"rank {rank}/{size}: {data.get_dataset_size()} batches per epoch")

class SpamNet(nn.Cell):
    def __init__(self, v, d=16):
        super().__init__()
        self.emb = nn.Embedding(v, d)
        self.fc = nn.Dense(d, 2)
    def construct(self, x):
        return self.fc(self.emb(x).mean(1))

net = SpamNet(len(tokenizer))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Momentum(net.trainable_params(), 0.1, 0.9))
model.train(3, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(f"rank {rank} done")
