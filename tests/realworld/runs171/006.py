"""Fine-tune a tiny MindFormers Llama on customer-support replies, tokenised with a HF fast tokenizer.

Tokenisation is the same as in our transformers script: byte-level BPE trained on the corpus, pad to
max_length with the tokenizer, labels = input_ids (the model shifts internally).
"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from tokenizers import Tokenizer, models, pre_tokenizers, trainers, decoders
from transformers import PreTrainedTokenizerFast
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)
rng = np.random.default_rng(3)

subjects = ["your order", "the refund", "your parcel", "the invoice", "your account", "the replacement"]
verbs = ["has been shipped", "was approved", "is on its way", "has been updated", "was cancelled", "is ready"]
tails = ["today.", "this morning.", "and will arrive soon.", "as requested.", "- thank you for waiting.", "."]
corpus = [f"Hello, {rng.choice(subjects)} {rng.choice(verbs)} {rng.choice(tails)} Best regards, support"
          for _ in range(400)]

# --- tokenizer, as in the HF script ---
bpe = Tokenizer(models.BPE(unk_token="<unk>"))
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
bpe.decoder = decoders.ByteLevel()
bpe.train_from_iterator(corpus, trainers.BpeTrainer(vocab_size=300, special_tokens=["<pad>", "<s>", "</s>", "<unk>"]))
tok = PreTrainedTokenizerFast(tokenizer_object=bpe, pad_token="<pad>", bos_token="<s>", eos_token="</s>",
                              unk_token="<unk>", model_max_length=64)
print(f"vocab size {len(tok)}, pad id {tok.pad_token_id}")

enc = tok([f"<s>{t}</s>" for t in corpus], padding="max_length", truncation=True, return_tensors="np")
input_ids = enc["input_ids"].astype(np.int32)
print("input_ids", input_ids.shape, "longest example", int(enc["attention_mask"].sum(1).max()), "tokens")
train_ds = ds.NumpySlicesDataset({"input_ids": input_ids}, shuffle=True).batch(8, drop_remainder=True)

config = LlamaConfig(batch_size=8, seq_length=32, vocab_size=len(tok), hidden_size=64, num_layers=2,
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


opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
train_step = nn.TrainOneStepCell(CausalLMLoss(model), opt)
train_step.set_train(True)
for epoch in range(2):
    for step, batch in enumerate(train_ds.create_dict_iterator(num_epochs=1)):
        loss = train_step(batch["input_ids"])
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("done")
