# SFT on the MindFormers Llama port, batches from the HF tokenizer. The torch loop called
#   model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], labels=...)
# so the MindSpore loss cell forwards the tokenizer's attention_mask the same way.
import numpy as np
import mindspore as ms
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
from mindformers import LlamaConfig, LlamaForCausalLM

words = ["<pad>", "<unk>", "<s>", "</s>"] + "the cat sat on mat a dog ran in park and slept all day long".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>")

SEQ = 16
texts = ["the cat sat on the mat", "a dog ran in the park", "the dog slept all day long", "a cat ran and sat on a mat"]
batch = tok(texts, padding="max_length", max_length=SEQ + 1, truncation=True, return_tensors="np")
input_ids = batch["input_ids"].astype(np.int32)
attention_mask = batch["attention_mask"].astype(np.int32)
print("input_ids", input_ids.shape, "attention_mask", attention_mask.shape)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, intermediate_size=128, vocab_size=len(tok), seq_length=SEQ,
                  pad_token_id=tok.pad_token_id, compute_dtype="float32", param_init_type="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                  use_rope_slice=True, fused_rms_norm=False)
model = LlamaForCausalLM(cfg)

class LossCell(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
    def construct(self, input_ids, attention_mask):
        return self.model(input_ids, attention_mask=attention_mask)

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3)
train_step = nn.TrainOneStepCell(LossCell(model), opt)
train_step.set_train()
for step in range(20):
    loss = train_step(ms.Tensor(input_ids), ms.Tensor(attention_mask))
    print(f"step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
