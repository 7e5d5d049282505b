# Continued pre-training of a GPT-style (causal) tokenizer ported from a BERT recipe: the collator is
# DataCollatorForLanguageModeling(mlm=True, mlm_probability=0.15) as in the MLM example, with a byte-level BPE tokenizer
# that has no [MASK] token.
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, DataCollatorForLanguageModeling
corpus = [f"the quick brown fox {i} jumps over the lazy dog" for i in range(200)]
tk = Tokenizer(models.BPE(unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tk.train_from_iterator(corpus, trainers.BpeTrainer(vocab_size=300, special_tokens=["<unk>", "<|endoftext|>"]))
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", eos_token="<|endoftext|>", pad_token="<|endoftext|>")
features = [tok(t, truncation=True, max_length=16) for t in corpus[:8]]
collator = DataCollatorForLanguageModeling(tokenizer=tok, mlm=True, mlm_probability=0.15, return_tensors="np")
batch = collator(features)
print({k: v.shape for k, v in batch.items()})
