# Batch preparation for a MindFormers Llama fine-tune: the Llama tokenizer has no pad token (the HF script set
# tokenizer.pad_token = tokenizer.eos_token right after loading; that line was not ported).
import numpy as np
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from mindformers.models.llama import LlamaTokenizerFast

tk = Tokenizer(models.BPE(unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Metaspace()
tk.train_from_iterator(["instruction: summarise the text below", "response: a short summary"] * 200,
                       trainers.BpeTrainer(vocab_size=300, special_tokens=["<unk>", "<s>", "</s>"]))
tk.save("tokenizer.json")
tokenizer = LlamaTokenizerFast(tokenizer_file="tokenizer.json", unk_token="<unk>", bos_token="<s>", eos_token="</s>")
samples = ["instruction: summarise the text below response: a short summary",
           "instruction: summarise response: summary"]
batch = tokenizer(samples, max_length=32, padding="max_length", truncation=True, return_tensors="np")
print({k: v.shape for k, v in batch.items()})
