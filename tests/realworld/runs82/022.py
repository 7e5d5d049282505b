# SFT smoke run of the MindFormers Llama port: data rendered with the HF tokenizer's chat template,
# padded to seq_length + 1 with the tokenizer's pad id (MindFormers masks pad positions itself).
import numpy as np
import mindspore as ms
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
from mindformers import LlamaConfig, LlamaForCausalLM

words = ["<pad>", "<unk>", "<s>", "</s>", "<|im_start|>", "<|im_end|>"] + \
    "user assistant what is two plus three four five six seven it".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="<|im_end|>", unk_token="<unk>", pad_token="<pad>",
                              additional_special_tokens=["<|im_start|>", "<|im_end|>"])
tok.chat_template = (
    "{% for m in messages %}{{ '<|im_start|> ' + m['role'] + ' ' + m['content'] + ' <|im_end|> ' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|> assistant ' }}{% endif %}"
)
SEQ = 16
qa = [("what is two plus two", "it is four"), ("what is three plus three", "it is six"),
      ("what is two plus three", "it is five"), ("what is three plus four", "it is seven")]
rows = []
for q, a in qa:
    conv = [{"role": "user", "content": q}, {"role": "assistant", "content": a}]
    ids = tok.apply_chat_template(conv, tokenize=True, padding="max_length", max_length=SEQ + 1, truncation=True)
    rows.append(ids)
data = np.array(rows, np.int32)
print("batch", data.shape, "pad id", tok.pad_token_id)
print(tok.decode(data[0]))

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, intermediate_size=128, vocab_size=len(tok), seq_length=SEQ,
                  pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
                  compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", use_rope_slice=True, fused_rms_norm=False)
model = LlamaForCausalLM(cfg)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
train_step = nn.TrainOneStepCell(model, opt)
train_step.set_train()
for step in range(40):
    loss = train_step(ms.Tensor(data))
    if step % 4 == 0 or step == 39:
        print(f"step {step:2d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("sft smoke run done")
