"""Tiny Llama pre-train smoke test: tokenizer trained with HF tokenizers, model from a MindFormers debug config."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
from transformers import AutoTokenizer, PreTrainedTokenizerFast
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

TOK_DIR = "./tok_bpe"
text = ["the quick brown fox jumps over the lazy dog number %d and then %d more" % (i, i * 7) for i in range(400)]
text += ["mindspore ports of hugging face models need care with vocabulary sizes and shapes %d" % i for i in range(400)]

if not os.path.exists(os.path.join(TOK_DIR, "tokenizer.json")):
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    trainer = trainers.BpeTrainer(vocab_size=512, special_tokens=["<pad>", "<s>", "</s>", "<unk>"])
    tok.train_from_iterator(text, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>",
                                   unk_token="<unk>", pad_token="<pad>")
    fast.save_pretrained(TOK_DIR)

tokenizer = AutoTokenizer.from_pretrained(TOK_DIR)
print("tokenizer:", type(tokenizer).__name__, "len =", len(tokenizer))

# debug-size model config (kept from the earlier synthetic-data smoke test)
SEQ = 32
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=SEQ, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False,
                  use_rope_slice=True, fused_rms_norm=False,
                  pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
                  eos_token_id=tokenizer.eos_token_id)
net = LlamaForCausalLM(cfg)

enc = tokenizer(text, max_length=SEQ + 1, truncation=True, padding="max_length", return_tensors="np")
input_ids = enc["input_ids"].astype(np.int32)
print("input_ids", input_ids.shape, "max id", input_ids.max())

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
for step in range(20):
    batch = ms.Tensor(input_ids[step * 4:(step + 1) * 4])
    loss = step_cell(batch)
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
