"""Sentiment fine-tune data pipeline: HF fast tokenizer inside a MindSpore dataset map, feeding a tiny MindFormers Llama.

Ported from a datasets.map(tokenize_fn) pipeline: the same tokenize_fn is reused as the map operation.
"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(5)
pos = ["great product", "works perfectly", "fast delivery", "love it", "excellent quality"]
neg = ["broke after a day", "terrible support", "arrived late", "waste of money", "poor quality"]
reviews = [(f"{rng.choice(pos)} and {rng.choice(pos)}", "positive") if rng.random() < 0.5
           else (f"{rng.choice(neg)} and {rng.choice(neg)}", "negative") for _ in range(200)]

wl = Tokenizer(models.WordLevel(unk_token="[UNK]"))
wl.pre_tokenizer = pre_tokenizers.Whitespace()
wl.train_from_iterator([f"review: {t} sentiment: {l}" for t, l in reviews],
                       trainers.WordLevelTrainer(special_tokens=["[PAD]", "[BOS]", "[EOS]", "[UNK]"]))
tok = PreTrainedTokenizerFast(tokenizer_object=wl, pad_token="[PAD]", bos_token="[BOS]",
                              eos_token="[EOS]", unk_token="[UNK]")
SEQ = 24


def tokenize_fn(text, label):
    prompt = f"review: {text} sentiment: {label}"
    return tok(prompt, padding="max_length", max_length=SEQ + 1, truncation=True, return_tensors="np")


def gen():
    for t, l in reviews:
        yield t, l


train_ds = ds.GeneratorDataset(gen, column_names=["text", "label"], shuffle=True)
train_ds = train_ds.map(operations=tokenize_fn, input_columns=["text", "label"], output_columns=["input_ids"])
train_ds = train_ds.batch(8, drop_remainder=True)

config = LlamaConfig(batch_size=8, seq_length=SEQ, vocab_size=len(tok), hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128, pad_token_id=tok.pad_token_id,
                     compute_dtype="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", param_init_type="float32",
                     fused_rms_norm=False, use_flash_attention=False, use_rope_slice=True)
model = LlamaForCausalLM(config)


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


train_step = nn.TrainOneStepCell(CausalLMLoss(model), nn.AdamWeightDecay(model.trainable_params(), 1e-3))
train_step.set_train(True)
for epoch in range(3):
    for step, batch in enumerate(train_ds.create_dict_iterator(num_epochs=1)):
        loss = train_step(batch["input_ids"])
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
print("done")
